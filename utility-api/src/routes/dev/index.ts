import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
import type { Store } from '../../store/store.ts';
import { contactUsProfileRoute } from './contactUsProfile.ts';
import { notifyRoute } from './notify.ts';
import { outboxRoutes } from './outbox.ts';
import { settingsRoutes } from './settings.ts';
import { userMobileRoute } from './userMobile.ts';

/** Development-only endpoints (README): never mounted on a real backend, hidden from openapi.json. */
export function devRoutes(app: FastifyInstance, store: Store, db: Db): void {
  outboxRoutes(app, store);
  settingsRoutes(app, store, db);
  contactUsProfileRoute(app, db);
  notifyRoute(app, store);
  userMobileRoute(app, db);
}
