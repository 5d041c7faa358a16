import type { UpstreamRole } from '../../session/SessionStore.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import type { UpstreamProfile } from './api.ts';

/** Upstream roles (`000 §6`) and registration types (`000 §9`, default email per `000 §3`). */
const ROLES = { 1: 'EMPLOYEE', 2: 'CUSTOMER' } as const;
const REGISTRATION_TYPES: Record<number, 'EMAIL' | 'MOBILE'> = { 1: 'EMAIL', 2: 'MOBILE' };

/** The `User` type of the schema, except `id` and `accounts`, which have resolvers. */
export type UserModel = ReturnType<typeof toUserModel>;

export function upstreamRole(profile: UpstreamProfile): UpstreamRole {
  if (profile.role === 1 || profile.role === 2) return profile.role;
  throw new UpstreamError({
    kind: 'bad_response',
    path: '/account/GetProfileDetails',
    text: `unknown role ${String(profile.role)}`,
  });
}

/** Employee areas by profile flag (`000 §6`); customers have none. */
function features(profile: UpstreamProfile, employee: boolean) {
  const flag = (value: boolean | null | undefined) => employee && value === true;
  return {
    applications: flag(profile.portalNewCs),
    omApplications: flag(profile.portalOm),
    disconnections: flag(profile.portalDisconnections),
    debtManagement: flag(profile.portalDm),
    elements: flag(profile.elementProperties),
    assets: flag(profile.assetRegister),
    logs: flag(profile.portalLogs),
    samples: flag(profile.portalQuality),
    captureMeterReadings: flag(profile.portalCaptureMeterReadings),
    webGis: flag(profile.portalGis),
    gisAdministration: flag(profile.portalGisAdmin),
    enquiries: flag(profile.portalEnquiries),
    viewAsCustomer: flag(profile.portalViewAsCustomer),
  };
}

export function toUserModel(profile: UpstreamProfile, username: string) {
  const role = upstreamRole(profile);
  return {
    __typename: 'User' as const,
    /**
     * The key of the user's global id: the utility's user id, which survives a change of e-mail or mobile
     * number; the login name only for an upstream that does not expose the id.
     */
    key: profile.userId === undefined || profile.userId === null ? username : `id:${profile.userId}`,
    username,
    name: profile.name,
    email: profile.email ?? null,
    mobileNo: profile.mobileNo ?? null,
    role: ROLES[role],
    registrationType: REGISTRATION_TYPES[profile.registrationType ?? 1] ?? 'EMAIL',
    // The upstream profile names one account, the selected one (`000 §3` account, selectedAccount).
    accountKey: profile.account ?? null,
    selectedAccountKey: profile.account ?? null,
    selectedAccountId: profile.selectedAccount ?? null,
    isFieldWorker: profile.isFieldWorker === true,
    linkToWarehouse: profile.linkToWarehouse === true,
    warehouseId: profile.warehouseId ?? null,
    meterWarehouseId: profile.meterWarehouseId ?? null,
    features: features(profile, role === 1),
    showContactUsEmail: profile.showContactUsEmail === true,
    contactUsUrl: profile.contactUsUrl ?? null,
    // The upstream profile does not expose the stored language (utility-api profile schema).
    language: null,
  };
}
