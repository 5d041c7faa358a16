import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { preferenceRoutes } from './preferences.ts';
import { requisitionRoutes } from './requisitions.ts';
import { scheduleRoutes } from './schedules.ts';

;

/** Store requisitions, employee schedules and preferences (README "Store requisitions, schedules and preferences"). */
export function workforceRoutes(app: FastifyInstance, store: Store): void {
  requisitionRoutes(app, store);
  scheduleRoutes(app, store);
  preferenceRoutes(app, store);
}
