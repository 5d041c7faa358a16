import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { notificationPreferenceRoutes } from './preferences.ts';
import { unsubscribeRoutes } from './unsubscribe.ts';

/** The customer's notification choices and the public unsubscribe links (README "Notifications"). */
export function notificationRoutes(app: FastifyInstance, store: Store): void {
  notificationPreferenceRoutes(app, store);
  unsubscribeRoutes(app, store);
}
