import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { getItemRoute } from './getItem.ts';
import { getItemsRoute } from './getItems.ts';
import { getProfileDetailsRoute } from './getProfileDetails.ts';
import { getProfileStatusRoute } from './getProfileStatus.ts';
import { loginRoute } from './login.ts';
import { logoutRoute } from './logout.ts';

/** Sign-in, profile and account calls (000 §7; /Account/GetItems and GetItem from README). */
export function accountRoutes(app: FastifyInstance, store: Store): void {
  loginRoute(app, store);
  logoutRoute(app, store);
  getProfileStatusRoute(app);
  getProfileDetailsRoute(app, store);
  getItemsRoute(app, store);
  getItemRoute(app, store);
}
