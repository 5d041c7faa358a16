import type { GatewayServices } from '../context.ts';
import type { ActiveSession } from './resolveSession.ts';

/**
 * A staff view of a customer's portal ends at its expiry, checked on every request (never remembered
 * between requests): past it, the session is the employee's own again, as the utility has ended the
 * view's session at the same moment. Undefined when the session was signed out meanwhile.
 */
export async function withExpiredViewEnded(
  services: GatewayServices,
  session: ActiveSession | undefined,
): Promise<ActiveSession | undefined> {
  const view = session?.data.view;
  if (session === undefined || view === undefined || Date.parse(view.expiresAt) > services.now()) return session;
  const data = view.employee;
  if (!(await services.sessions.replace(session.id, data, services.config.sessionTtlSeconds))) return undefined;
  return { ...session, data };
}
