import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
import type { Store } from '../../store/store.ts';
import { createEvaluationRoute } from './createEvaluation.ts';
import { evaluationStore } from './evaluationStore.ts';
import { getEvaluationRoute } from './getEvaluation.ts';

/** Customer evaluation applications (README "Customer evaluation"). */
export function evaluationRoutes(app: FastifyInstance, store: Store, db: Db): void {
  const evaluations = evaluationStore(db);
  createEvaluationRoute(app, store, evaluations);
  getEvaluationRoute(app, evaluations);
}
