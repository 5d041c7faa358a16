import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { assetRoutes } from './assets.ts';
import { elementPropertyRoutes } from './elementProperties.ts';
import { pvParkRoutes } from './pvParks.ts';

/** Assets with condition assessments, element properties and PV parks (README "Assets, element properties and PV parks"). */
export function assetAreaRoutes(app: FastifyInstance, store: Store): void {
  assetRoutes(app, store);
  elementPropertyRoutes(app, store);
  pvParkRoutes(app, store);
}
