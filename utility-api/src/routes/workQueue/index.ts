import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
import { newCustomerStore } from '../../store/newCustomer.ts';
import type { Store } from '../../store/store.ts';
import { applicationAssignRoute } from './assign.ts';
import { applicationChangeStatusRoute } from './changeStatus.ts';
import { employeeGetItemsRoute } from './getEmployees.ts';
import { applicationGetQueueCountsRoute } from './getQueueCounts.ts';
import { applicationGetNewCustomerDetailsRoute } from './getNewCustomerDetails.ts';
import { applicationGetRequestRoute } from './getRequest.ts';
import { applicationGetStatusHistoryRoute } from './getStatusHistory.ts';
import { applicationGetTypesRoute } from './getTypes.ts';

/** Employee work queues (README "Work queues"; 002 §2 customer-service and maintenance applications). */
export function workQueueRoutes(app: FastifyInstance, store: Store, db: Db): void {
  applicationGetTypesRoute(app, store);
  applicationAssignRoute(app, store);
  applicationChangeStatusRoute(app, store);
  applicationGetStatusHistoryRoute(app, store);
  employeeGetItemsRoute(app, store);
  applicationGetQueueCountsRoute(app, store);
  applicationGetNewCustomerDetailsRoute(app, store, newCustomerStore(db));
  applicationGetRequestRoute(app, store);
}
