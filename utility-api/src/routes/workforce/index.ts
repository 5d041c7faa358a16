import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { preferenceRoutes } from './preferences.ts';
import { requisitionRoutes } from './requisitions.ts';
import { scheduleRoutes } from './schedules.ts';

export {
  STATUS_INSUFFICIENT_STOCK,
  STATUS_NO_LINES,
  STATUS_NOT_EDITABLE,
  STATUS_SCHEDULE_OVERLAP,
  STATUS_SCHEDULE_TIMES,
  STATUS_TRANSITION_NOT_ALLOWED,
  STATUS_WAREHOUSE_INVALID,
} from './guards.ts';

/** Store requisitions, employee schedules and preferences (README "Store requisitions, schedules and preferences"). */
export function workforceRoutes(app: FastifyInstance, store: Store): void {
  requisitionRoutes(app, store);
  scheduleRoutes(app, store);
  preferenceRoutes(app, store);
}
