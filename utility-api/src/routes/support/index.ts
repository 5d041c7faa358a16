import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { sendContactUsEmailRoute } from './sendContactUsEmail.ts';

/** Calls of the public support page (001 §7; README "Support and privacy"). */
export function supportRoutes(app: FastifyInstance, store: Store): void {
  sendContactUsEmailRoute(app, store);
}
