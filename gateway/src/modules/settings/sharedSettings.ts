import type { GatewayContext } from '../../context.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { getOrganisationSettings, getPasswordMinimumLength, getSettings } from './api.ts';
import { mapOrganisation, type OrganisationModel } from './mapOrganisation.ts';
import { PHONE_COUNTRIES_SETTING, mapSettings, unknownSettingCountries, type SettingsModel } from './mapSettings.ts';

/**
 * A settings call whose refusal or garbled answer counts as "no settings" (mapped to `isValid: false`);
 * an unreachable upstream is still an error, so that it is not cached as if the settings were absent.
 */
async function settingsValue(load: () => Promise<unknown>): Promise<unknown> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof UpstreamError && (error.kind === 'rejected' || error.kind === 'bad_response')) return undefined;
    throw error;
  }
}

/**
 * One read per request whatever the shared cache does: with `SETTINGS_CACHE_TTL_SECONDS=0` (or an
 * entry expiring mid-request) every money field of a statement would otherwise fetch the settings.
 */
const perRequest = new WeakMap<GatewayContext, Map<string, Promise<unknown>>>();

function once<T>(ctx: GatewayContext, key: string, load: () => Promise<T>): Promise<T> {
  let reads = perRequest.get(ctx);
  if (reads === undefined) {
    reads = new Map();
    perRequest.set(ctx, reads);
  }
  let read = reads.get(key) as Promise<T> | undefined;
  if (read === undefined) {
    read = load();
    reads.set(key, read);
  }
  return read;
}

/** The settings this request's read answered, once it has answered (`readSettings`). */
const answered = new WeakMap<GatewayContext, SettingsModel>();

/** The utility settings, shared by all viewers for `SETTINGS_CACHE_TTL_SECONDS` (docs/architecture.md §3). */
export function loadSettings(ctx: GatewayContext): Promise<SettingsModel> {
  return once(ctx, 'settings', () => {
    const read = sharedSettings(ctx);
    // A failed read is the callers' to report; this side only notes a value.
    read.then((settings) => answered.set(ctx, settings), () => undefined);
    return read;
  });
}

/**
 * The utility settings: at once when this request's read has answered, else as `loadSettings`. A
 * statement's amounts each need the currency symbol, and awaiting the same answered read for each
 * would cost a promise per amount (and per row that holds one).
 */
export function readSettings(ctx: GatewayContext): SettingsModel | Promise<SettingsModel> {
  return answered.get(ctx) ?? loadSettings(ctx);
}

function sharedSettings(ctx: GatewayContext): Promise<SettingsModel> {
  return ctx.services.sharedCache.get('settings', async () => {
    const value = await settingsValue(() => getSettings(ctx.upstream));
    // Backends that include the minimum length in their settings spare the separate call (`001 §7`).
    const included = (value as { passwordMinimumLength?: unknown } | undefined)?.passwordMinimumLength;
    const minimumLength =
      typeof included === 'number' ? included : await settingsValue(() => getPasswordMinimumLength(ctx.upstream));
    warnOfUnknownCountries(ctx, value);
    return mapSettings(value, minimumLength);
  });
}

/**
 * Phone inputs offer only countries with a known dial code and leave the others out, so an operator
 * learns of a misspelt or unknown entry from this warning, once per read of the settings.
 */
function warnOfUnknownCountries(ctx: GatewayContext, value: unknown): void {
  const unknown = unknownSettingCountries(value);
  if (unknown.length === 0) return;
  ctx.logger.warn({ setting: PHONE_COUNTRIES_SETTING, unknown }, `utility setting ${PHONE_COUNTRIES_SETTING} names countries without a known dial code; phone inputs leave them out`);
}

/** The raw organisation settings, shared like the utility settings; `isLoginDisabled` is computed per call. */
function organisationValue(ctx: GatewayContext): Promise<unknown> {
  return once(ctx, 'organisation', () =>
    ctx.services.sharedCache.get('organisation', () => settingsValue(() => getOrganisationSettings(ctx.upstream))),
  );
}

export async function loadOrganisation(ctx: GatewayContext): Promise<OrganisationModel> {
  return mapOrganisation(await organisationValue(ctx), new Date());
}
