import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { getItemRoute } from './getItem.ts';
import { getItemsRoute } from './getItems.ts';
import { markReadRoute } from './markRead.ts';

/** E-mails the utility sent to the customer (000 §2 /emails, /email/{id}; README, E-mails). */
export function emailRoutes(app: FastifyInstance, store: Store): void {
  getItemsRoute(app, store);
  getItemRoute(app, store);
  markReadRoute(app, store);
}
