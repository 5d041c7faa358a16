import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { logRoutes } from './logs.ts';
import { sampleRoutes } from './samples.ts';

/** Quantitative logs and qualitative samples (README "Logs and samples"). */
export function measurementRoutes(app: FastifyInstance, store: Store): void {
  logRoutes(app, store);
  sampleRoutes(app, store);
}
