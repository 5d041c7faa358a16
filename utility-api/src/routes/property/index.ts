import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { getPropertyRoute } from './getItem.ts';
import { getPropertiesRoute } from './getItems.ts';

/** Property calls (README "Accounts and properties"). */
export function propertyRoutes(app: FastifyInstance, store: Store): void {
  getPropertyRoute(app, store);
  getPropertiesRoute(app, store);
}
