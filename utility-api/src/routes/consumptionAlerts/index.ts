import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { alertActionRoutes } from './actions.ts';
import { alertGetItemsRoute } from './getItems.ts';

/** Leak and high-usage alerts from readings and half hours (README "Consumption alerts"). */
export function consumptionAlertRoutes(app: FastifyInstance, store: Store): void {
  alertGetItemsRoute(app, store);
  alertActionRoutes(app, store);
}
