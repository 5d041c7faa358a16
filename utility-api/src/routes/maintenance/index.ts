import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { allocationRoutes } from './allocations.ts';
import { investigationRoutes } from './investigations.ts';
import { jobCardRoutes } from './jobCards.ts';
import { problemLogRoutes } from './problemLogs.ts';

/** Job cards, their allocations, investigations and problem logs (README "Maintenance"). */
export function maintenanceRoutes(app: FastifyInstance, store: Store): void {
  jobCardRoutes(app, store);
  allocationRoutes(app, store);
  investigationRoutes(app, store);
  problemLogRoutes(app, store);
}
