import type { LanguageCode } from '../../request/language.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import type { UpstreamBody } from '../../upstream/upstreamPaths.ts';

/** `/Utility/GetMessages`: many texts in one call; ids the utility does not know are left out. */
export async function getMessages(
  upstream: UpstreamClient,
  language: LanguageCode,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  const payload = await upstream.read('/Utility/GetMessages', { Lang: language, TextIds: ids });
  return new Map(payload.items.map((item) => [item.textId, item.text]));
}

/** `/Utility/GetMessage` (`000 §7`, `001 §7`): one text, null when the utility has none for the id. */
export async function getMessage(upstream: UpstreamClient, language: LanguageCode, id: number): Promise<string | null> {
  const payload = await upstream.read('/Utility/GetMessage', { Lang: language, TextId: id });
  return payload.settings.text;
}

/**
 * The answer of a utility backend that has no such call: the specification names only the singular
 * `/Utility/GetMessage`, so a backend written from it may lack `/Utility/GetMessages` (404, 405 or 501).
 */
export function isMissingCall(error: unknown): boolean {
  return error instanceof UpstreamError && [404, 405, 501].includes(error.httpStatus ?? 0);
}

/** `/Utility/GetPortalWelcomeMessage` (`000 §7`): the login page banner. */
export async function getPortalWelcomeMessage(upstream: UpstreamClient, language: LanguageCode): Promise<string | null> {
  const payload = await upstream.read('/Utility/GetPortalWelcomeMessage', { Value: language });
  return payload.settings?.message ?? null;
}

/** `/Utility/IsExistingLocalizedFile` (`000 §7`): whether a guide exists in the language (or in English). */
export async function isExistingLocalizedFile(
  upstream: UpstreamClient,
  value: UpstreamBody<'/Utility/IsExistingLocalizedFile'>['Value'],
  language: LanguageCode,
): Promise<boolean> {
  const payload = await upstream.read('/Utility/IsExistingLocalizedFile', {
    Value: value,
    Lang: language,
  });
  return payload.isExisting;
}

/** `GET /Utility/GetAccountExampleImage` (`000 §7`): a data URL of a bill with the account or invoice number outlined. */
export async function getAccountExampleImage(upstream: UpstreamClient, part: 'account' | 'invoice'): Promise<string | null> {
  const payload = await upstream.get(`/Utility/GetAccountExampleImage?Part=${part}`);
  return payload.data ?? null;
}
