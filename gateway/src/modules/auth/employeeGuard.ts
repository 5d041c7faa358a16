import { requireUser, type GatewayContext } from '../../context.ts';
import { forbiddenError } from '../../errors.ts';
import type { ActiveSession } from '../../session/resolveSession.ts';
import { toUserModel, type UserModel } from './userModel.ts';

/** An employee area of `000 §6`, by its `UserFeatures` field (each maps to one profile flag). */
export type EmployeeFeature = keyof UserModel['features'];

const ROLE_EMPLOYEE = 1;
const ROLE_CUSTOMER = 2;

/** True when the viewer is an employee (role 1), whatever the profile flags; for answers that degrade to null. */
export function isEmployee(ctx: GatewayContext): boolean {
  return ctx.session?.data.role === ROLE_EMPLOYEE;
}

/** True when the viewer is a signed-in customer (role 2). */
export function isCustomer(ctx: GatewayContext): boolean {
  return ctx.session?.data.role === ROLE_CUSTOMER;
}

/**
 * The session of an employee (role 1) whose profile enables `feature`; any employee when no feature is
 * named (enquiries). Visitors get `UNAUTHENTICATED`, customers and employees without the flag
 * `FORBIDDEN` (DESIGN §3 Authorization). The profile comes from the request's profile loader, so a
 * screen that checks several fields reads it once.
 */
export async function requireEmployee(ctx: GatewayContext, feature?: EmployeeFeature): Promise<ActiveSession> {
  const session = requireUser(ctx);
  if (session.data.role !== ROLE_EMPLOYEE) throw forbiddenError('This is for utility employees only.');
  if (feature !== undefined) {
    const profile = await ctx.loaders.profiles.load(session.data.username);
    if (!toUserModel(profile, session.data.username).features[feature]) {
      throw forbiddenError('Your profile does not include this employee area.');
    }
  }
  return session;
}
