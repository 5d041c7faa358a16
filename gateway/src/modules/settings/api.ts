import type { UpstreamClient } from '../../upstream/client.ts';

// The settings' `value` is handed on as `unknown` on purpose: the utility's settings are configuration
// data that may be missing or malformed, and the mappers read them defensively.

/** `/Utility/GetSettings` (`000 §7`): the utility settings of `000 §3`. */
export async function getSettings(upstream: UpstreamClient): Promise<unknown> {
  return (await upstream.read('/Utility/GetSettings')).value;
}

/** `/Utility/GetOrganisationSettings` (`000 §7`): the organisation settings of `000 §3`. */
export async function getOrganisationSettings(upstream: UpstreamClient): Promise<unknown> {
  return (await upstream.read('/Utility/GetOrganisationSettings')).value;
}

/** `/Utility/GetPasswordMinimumLength` (`001 §7`). */
export async function getPasswordMinimumLength(upstream: UpstreamClient): Promise<unknown> {
  return (await upstream.read('/Utility/GetPasswordMinimumLength')).value;
}
