import type { LanguageCode } from '../../request/language.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** `/Utility/GetPortalLicenceAgreement` (`001 §7`): text id 2, a JSON list of paragraphs; null when none is stored. */
export async function getPortalLicenceAgreement(upstream: UpstreamClient, language: LanguageCode): Promise<string | null> {
  return (await upstream.read('/Utility/GetPortalLicenceAgreement', { Value: language })).value;
}

/** `/Utility/GetPortalLicenceAgreementHash` (`001 §7`): SHA-256 hex of exactly that text; null when none is stored. */
export async function getPortalLicenceAgreementHash(upstream: UpstreamClient, language: LanguageCode): Promise<string | null> {
  return (await upstream.read('/Utility/GetPortalLicenceAgreementHash', { Value: language })).value;
}
