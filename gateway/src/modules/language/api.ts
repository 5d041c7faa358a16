import type { LanguageCode } from '../../request/language.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** `/Utility/SetLanguage` (`000 §7`): the upstream session's language and, with UpdateProfile, the user's. */
export async function setUpstreamLanguage(
  upstream: UpstreamClient,
  language: LanguageCode,
  updateProfile: boolean,
): Promise<void> {
  await upstream.post('/Utility/SetLanguage', { LanguageCode: language, UpdateProfile: updateProfile });
}
