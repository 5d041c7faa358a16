import type { LanguageCode } from '../../request/language.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** `/Utility/GetPortalLicenceAgreement` (`001 §7`): text id 2, a JSON list of paragraphs; null when none is stored. */
export async function getPortalLicenceAgreement(upstream: UpstreamClient, language: LanguageCode): Promise<string | null> {
  return (await upstream.read<{ value: string | null }>('/Utility/GetPortalLicenceAgreement', { Value: language })).value;
}

/** `/Utility/GetPortalLicenceAgreementHash` (`001 §7`): SHA-256 hex of exactly that text. */
export async function getPortalLicenceAgreementHash(upstream: UpstreamClient, language: LanguageCode): Promise<string> {
  return (await upstream.read<{ value: string }>('/Utility/GetPortalLicenceAgreementHash', { Value: language })).value;
}
