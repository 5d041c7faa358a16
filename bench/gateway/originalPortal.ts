import { expectOk, send } from '../support/http.ts';

/** Browsers open at most six HTTP/1.1 connections per origin: the original's calls queue behind them. */
const BROWSER_CONNECTIONS_PER_ORIGIN = 6;

/** Text ids the original login page loads one `/Utility/GetMessage` at a time (`000 §7`). */
export const LOGIN_TEXT_IDS = [3, 39, 49, 55, 58, 59, 77, 78, 79, 85, 115, 112, 51, 47, 48];
/** The shell's help menu: help video links (text 51) and the two localized guides (`000 §2`). */
const HELP_TEXT_ID = 51;
const GUIDES = [1, 2];

interface Call {
  path: string;
  body: Record<string, unknown>;
}

const language = 'en';
const message = (textId: number): Call => ({ path: '/Utility/GetMessage', body: { Lang: language, TextId: textId } });
const guide = (value: number): Call => ({ path: '/Utility/IsExistingLocalizedFile', body: { Value: value, Lang: language } });
const ORGANISATION_SETTINGS: Call = { path: '/Utility/GetOrganisationSettings', body: {} };
const SETTINGS: Call = { path: '/Utility/GetSettings', body: {} };

/** One call of the original portal; a non-zero envelope status would mean the baseline measures errors. */
async function call(apiUrl: string, cookie: string | undefined, { path, body }: Call): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { 'accept-language': language };
  if (cookie) headers.cookie = cookie;
  const answer = expectOk(await send(`${apiUrl}${path}`, { headers, json: body }), path);
  const payload = JSON.parse(answer.body) as Record<string, unknown>;
  if (payload.status !== 0) throw new Error(`${path} answered status ${String(payload.status)}`);
  return payload;
}

/** Independent calls go out together, as a browser sends them, over a bounded number of connections. */
async function inParallel(apiUrl: string, cookie: string | undefined, calls: Call[], connections: number): Promise<void> {
  const queue = [...calls];
  const connection = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await call(apiUrl, cookie, next);
  };
  await Promise.all(Array.from({ length: Math.min(connections, calls.length) }, connection));
}

/**
 * The login page of the original portal (`000 §2`, `§7`): organisation settings first (the entry
 * route checks them), then settings, the welcome message and every login text by id.
 */
export async function loadLoginPage(apiUrl: string): Promise<void> {
  await call(apiUrl, undefined, ORGANISATION_SETTINGS);
  await inParallel(apiUrl, undefined, [
    SETTINGS,
    { path: '/Utility/GetPortalWelcomeMessage', body: { Value: language } },
    ...LOGIN_TEXT_IDS.map(message),
  ], BROWSER_CONNECTIONS_PER_ORIGIN);
}

/**
 * The signed-in shell of the original portal: organisation settings, then settings, the profile
 * status and the help menu's texts and guides; the profile details need the login name the status
 * answers. The unread-message count has no call in the reference API yet and is left out of both sides.
 */
export async function loadSignedInShell(apiUrl: string, cookie: string): Promise<void> {
  await call(apiUrl, cookie, ORGANISATION_SETTINGS);
  const profile = async () => {
    const status = await call(apiUrl, cookie, { path: '/account/GetProfileStatus', body: {} });
    await call(apiUrl, cookie, { path: '/account/GetProfileDetails', body: { Username: status.userEmail } });
  };
  // The profile chain holds one of the six connections.
  const others = [SETTINGS, message(HELP_TEXT_ID), ...GUIDES.map(guide)];
  await Promise.all([profile(), inParallel(apiUrl, cookie, others, BROWSER_CONNECTIONS_PER_ORIGIN - 1)]);
}
