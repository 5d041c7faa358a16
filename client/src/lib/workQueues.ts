import type { EmployeeFeature } from '../router/access';

export type WorkQueueKind = 'CUSTOMER_SERVICE' | 'MAINTENANCE';

/** The two queues of 002 §2 with their menu route, detail route and profile flag (000 §6). */
export interface QueueInfo {
  kind: WorkQueueKind;
  /** List route, a menu item of 000 §2. */
  listPath: string;
  /** Detail route ("application", "omApplication" in 002 §2), followed by the portalApplicationId. */
  detailPath: string;
  feature: EmployeeFeature;
  /** Key of the queue's title in the `workQueue` namespace. */
  titleKey: string;
}

export const QUEUES: Record<WorkQueueKind, QueueInfo> = {
  CUSTOMER_SERVICE: { kind: 'CUSTOMER_SERVICE', listPath: '/applications', detailPath: '/application', feature: 'applications', titleKey: 'queue.CUSTOMER_SERVICE' },
  MAINTENANCE: { kind: 'MAINTENANCE', listPath: '/omApplications', detailPath: '/omApplication', feature: 'omApplications', titleKey: 'queue.MAINTENANCE' },
};

export const detailLink = (kind: WorkQueueKind, portalApplicationId: number) => `${QUEUES[kind].detailPath}/${portalApplicationId}`;
