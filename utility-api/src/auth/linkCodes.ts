import { LINK_CODE_LIFETIME_HOURS } from '../domain/constants.ts';
import type { LinkCodeRow, LinkPurpose } from '../store/linkCodes.ts';
import type { Store } from '../store/store.ts';
import { hashToken, randomToken } from './tokenHash.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The portal routes a mailed link opens (000 §2 /activate/{code}, 001 §2 /changeEmailComplete/{code}). */
const LINK_PATHS: Record<LinkPurpose, string> = {
  activation: '/activate/',
  changeEmail: '/changeEmailComplete/',
};

/**
 * Issues a link code for the user, retiring the earlier one, and answers the link that carries it: on the
 * portal's address when the caller names it (`PortalUrl`, so that a mail client can open it), else the path.
 */
export function issueLink(store: Store, purpose: LinkPurpose, userId: number, payload: string | null = null, portalUrl?: string): string {
  const now = store.clock();
  const code = randomToken();
  store.linkCodes.add(
    {
      code_hash: hashToken(code),
      purpose,
      user_id: userId,
      payload,
      expires_at: new Date(now.getTime() + LINK_CODE_LIFETIME_HOURS * HOUR_MS).toISOString(),
    },
    now.toISOString(),
  );
  const path = `${LINK_PATHS[purpose]}${code}`;
  return portalUrl ? `${portalUrl.replace(/\/+$/, '')}${path}` : path;
}

export type LinkCheck = { ok: true; link: LinkCodeRow } | { ok: false; failure: 'invalid' | 'expired' };

/** Checks and uses up a link code: it works once, and not after LINK_CODE_LIFETIME_HOURS. */
export function useLink(store: Store, purpose: LinkPurpose, code: string): LinkCheck {
  const now = store.clock().toISOString();
  const link = store.linkCodes.find(hashToken(code.trim()), purpose);
  if (!link || link.used_at !== null) return { ok: false, failure: 'invalid' };
  if (link.expires_at <= now) return { ok: false, failure: 'expired' };
  store.linkCodes.markUsed(link.code_hash, now);
  return { ok: true, link };
}
