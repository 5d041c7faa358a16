import { requireUser, type GatewayContext } from '../../context.ts';
import { forbiddenError } from '../../errors.ts';
import type { ActiveSession } from '../../session/resolveSession.ts';
import { toUserModel, type UserModel } from './userModel.ts';
import { profileLoader } from './profileLoader.ts';

/** An employee area of `000 §6`, by its `UserFeatures` field (each maps to one profile flag). */
export type EmployeeFeature = keyof UserModel['features'];

/**
 * What opens an employee field: the area it belongs to, any of several areas (what several areas read,
 * such as network elements), or every employee for what belongs to no area (their own preferences).
 * Named at every guard, so that no field is open to every employee by omission.
 */
export type EmployeeAccess = EmployeeFeature | readonly EmployeeFeature[] | typeof EVERY_EMPLOYEE;
export const EVERY_EMPLOYEE = 'everyEmployee';

/** Customers and what the utility knows of them (accounts, properties, meters, bills): the enquiries. */
export const CUSTOMER_RECORDS: EmployeeAccess = 'enquiries';
/** Network elements and stations: the areas that maintain, pick or measure them. */
export const NETWORK_ELEMENTS: EmployeeAccess = ['elements', 'assets', 'omApplications', 'logs', 'samples'];

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

async function opens(ctx: GatewayContext, session: ActiveSession, access: EmployeeAccess): Promise<boolean> {
  if (access === EVERY_EMPLOYEE) return true;
  const { features } = toUserModel(await profileLoader(ctx).load(session.data.username), session.data.username);
  return (typeof access === 'string' ? [access] : access).some((feature) => features[feature]);
}

/**
 * The session of an employee (role 1) whose profile opens `access`. Visitors get `UNAUTHENTICATED`,
 * customers and employees without the area `FORBIDDEN` (docs/architecture.md §3 Authorization). The profile comes
 * from the request's profile loader, so a screen that checks several fields reads it once.
 */
export async function requireEmployee(ctx: GatewayContext, access: EmployeeAccess): Promise<ActiveSession> {
  const session = requireEmployeeRole(ctx);
  if (!(await opens(ctx, session, access))) throw forbiddenError(AREA_REFUSED);
  return session;
}

const AREA_REFUSED = 'Your profile does not include this employee area.';

/** What the session alone decides, before any upstream call: visitors and customers are refused here. */
function requireEmployeeRole(ctx: GatewayContext): ActiveSession {
  const session = requireUser(ctx);
  if (session.data.role !== ROLE_EMPLOYEE) throw forbiddenError('This is for utility employees only.');
  return session;
}

/**
 * A read for an employee field, started beside the profile read of the guard rather than after it, so
 * that the two take one upstream round trip. Only for reads (the upstream answers employees for any
 * record, so a read spends nothing an employee could not): mutations keep `requireEmployee` first.
 * Visitors and customers are refused before `read` starts; an employee whose profile does not open
 * `access` gets the same `FORBIDDEN` as from `requireEmployee`, as soon as the profile says so,
 * without waiting for the read, whose answer (or failure) is dropped unseen.
 */
export async function readAsEmployee<T>(ctx: GatewayContext, access: EmployeeAccess, read: () => Promise<T>): Promise<T> {
  const session = requireEmployeeRole(ctx);
  const data = started(read);
  if (!(await opens(ctx, session, access))) throw forbiddenError(AREA_REFUSED);
  return data;
}

/**
 * `readAsEmployee` for answers that degrade to null (`node`): `read` starts beside the profile read only
 * for employees, and its answer is null unless the viewer is an employee whose profile opens `access`.
 */
export async function readIfEmployeeMay<T>(ctx: GatewayContext, access: EmployeeAccess, read: () => Promise<T>): Promise<T | null> {
  const session = ctx.session;
  if (session === undefined || !isEmployee(ctx)) return null;
  const data = started(read);
  return (await opens(ctx, session, access)) ? data : null;
}

/** `read` started now; its failure surfaces only to whoever awaits it (a refused caller never does). */
function started<T>(read: () => Promise<T>): Promise<T> {
  const data = Promise.resolve().then(read);
  data.catch(() => undefined);
  return data;
}

/**
 * An account, property, meter, reading or bill looked up by id for the viewer: the upstream answers
 * customers for their own only, but employees for any, so employees need the enquiries (null without);
 * their read starts beside the guard's profile read (`readIfEmployeeMay`).
 */
export async function lookUpCustomerRecord<T>(ctx: GatewayContext, read: () => Promise<T>): Promise<T | null> {
  return isEmployee(ctx) ? readIfEmployeeMay(ctx, CUSTOMER_RECORDS, read) : read();
}
