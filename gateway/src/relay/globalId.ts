/** Object types that have global ids (Relay Global Object Identification, docs/architecture.md §3). */
export type NodeTypeName = 'Disconnection' | 'User' | 'Account' | 'Meter' | 'MeterReading' | 'HalfHourConsumption' | 'Email' | 'Property' | 'Application' | 'ApplicationMessage' | 'ApplicationAttachment' | 'Bill' | 'DebtCase' | 'PaymentAgreement' | 'Customer' | 'ServicePoint' | 'Element' | 'MeterCaptureEntry' | 'MeterCaptureWalk' | 'JobCard' | 'Investigation' | 'ProblemLog' | 'Asset' | 'PvPark' | 'ConditionAssessment' | 'LogPoint' | 'Sample' | 'StoreRequisition' | 'ConsumptionAlert';

/** An opaque id: base64url of `Type:key`, so clients cannot build ids from upstream keys by habit. */
export function toGlobalId(type: NodeTypeName, key: string): string {
  return Buffer.from(`${type}:${key}`, 'utf8').toString('base64url');
}

export interface DecodedGlobalId {
  type: string;
  key: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Types renamed since they issued ids, by their old name: ids a client stored (a bookmarked screen,
 * an integrator's table) still find the object. `ServiceConnection` became `ServicePoint` so that
 * every `…Connection` type is a Relay connection (`docs/integrators.md`, Pagination).
 */
const RENAMED_TYPES: Readonly<Record<string, NodeTypeName>> = { ServiceConnection: 'ServicePoint' };

/** The type and key of a global id, or undefined for a garbled one. */
export function decodeGlobalId(id: string): DecodedGlobalId | undefined {
  if (!BASE64URL.test(id)) return undefined;
  const decoded = Buffer.from(id, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) return undefined;
  const type = decoded.slice(0, separator);
  return { type: RENAMED_TYPES[type] ?? type, key: decoded.slice(separator + 1) };
}

/** The key of a global id of the expected type, or undefined when it is garbled or of another type. */
export function fromGlobalId(id: string, type: NodeTypeName): string | undefined {
  const decoded = decodeGlobalId(id);
  return decoded?.type === type ? decoded.key : undefined;
}
