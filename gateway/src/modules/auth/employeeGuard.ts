import { perRequest } from '../../batching.ts';
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

/**
 * What the viewer's profile answered for each access in this request. A list guards every row (an
 * enquiry's 50 accounts ask for their customer and matches), and the profile is read once per request
 * anyway (`profileLoader`): once it has answered, the rows are decided at once, without a promise and
 * a user model per row. Kept under the request's loader scope, like the profile loader, so a mutation
 * that rebinds the viewer decides afresh; never shared between requests.
 */
const decisions = perRequest((): Map<EmployeeAccess, boolean> => new Map());

async function opens(ctx: GatewayContext, session: ActiveSession, access: EmployeeAccess): Promise<boolean> {
  if (access === EVERY_EMPLOYEE) return true;
  const decided = decisions(ctx);
  const known = decided.get(access);
  if (known !== undefined) return known;
  const { features } = toUserModel(await profileLoader(ctx).load(session.data.username), session.data.username);
  const open = (typeof access === 'string' ? [access] : access).some((feature) => features[feature]);
  decided.set(access, open);
  return open;
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

/**
 * `then(session)` for an employee whose profile opens `access`, with `requireEmployee`'s refusals. Once
 * the request's profile has answered for `access` (the list's own guard did), it runs at once and its
 * answer is returned as it is, so that a field of every row of a list costs no promise of its own.
 */
export function asEmployee<T>(ctx: GatewayContext, access: EmployeeAccess, then: (session: ActiveSession) => T): T | Promise<Awaited<T>> {
  const session = requireEmployeeRole(ctx);
  const known = access === EVERY_EMPLOYEE ? true : decisions(ctx).get(access);
  if (known === true) return then(session);
  if (known === false) throw forbiddenError(AREA_REFUSED);
  return thenAfterGuard(ctx, access, then);
}

async function thenAfterGuard<T>(ctx: GatewayContext, access: EmployeeAccess, then: (session: ActiveSession) => T): Promise<Awaited<T>> {
  return await then(await requireEmployee(ctx, access));
}

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
