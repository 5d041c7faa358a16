import type { UpstreamClient } from '../../upstream/client.ts';

/**
 * The raw `value` of the settings calls. It is typed `unknown` on purpose: the utility's settings are
 * configuration data that may be missing or malformed, and the mappers read them defensively.
 */
interface ValuePayload {
  value?: unknown;
}

/** `/Utility/GetSettings` (`000 §7`): the utility settings of `000 §3`. */
export async function getSettings(upstream: UpstreamClient): Promise<unknown> {
  return (await upstream.read<ValuePayload>('/Utility/GetSettings')).value;
}

/** `/Utility/GetOrganisationSettings` (`000 §7`): the organisation settings of `000 §3`. */
export async function getOrganisationSettings(upstream: UpstreamClient): Promise<unknown> {
  return (await upstream.read<ValuePayload>('/Utility/GetOrganisationSettings')).value;
}

/** `/Utility/GetPasswordMinimumLength` (`001 §7`). */
export async function getPasswordMinimumLength(upstream: UpstreamClient): Promise<unknown> {
  return (await upstream.read<ValuePayload>('/Utility/GetPasswordMinimumLength')).value;
}
