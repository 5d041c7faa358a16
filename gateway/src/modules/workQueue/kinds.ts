import type { GatewayContext } from '../../context.ts';
import type { ActiveSession } from '../../session/resolveSession.ts';
import type { WorkQueueKind } from '../applications/applicationModel.ts';
import { requireEmployee, type EmployeeFeature } from '../auth/employeeGuard.ts';
import type { UpstreamKind } from './api.ts';

/** Each queue's employee area (`000 §6` profile flags portalNewCs, portalOm) and upstream number. */
export const QUEUES: Record<WorkQueueKind, { feature: EmployeeFeature; upstream: UpstreamKind }> = {
  CUSTOMER_SERVICE: { feature: 'applications', upstream: 1 },
  MAINTENANCE: { feature: 'omApplications', upstream: 2 },
};

export const WORK_QUEUE_KIND_NAMES = Object.keys(QUEUES) as WorkQueueKind[];

/** The session of an employee whose profile opens `kind`; UNAUTHENTICATED or FORBIDDEN otherwise. */
export function requireQueue(ctx: GatewayContext, kind: WorkQueueKind): Promise<ActiveSession> {
  return requireEmployee(ctx, QUEUES[kind].feature);
}
