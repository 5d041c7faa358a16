import type { FastifyRequest } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, type Envelope } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { AccountItem } from '../../store/accounts.ts';
import type { Store } from '../../store/store.ts';

/**
 * The account when the session user may read its billing: customers only their related accounts,
 * employees any (as `/Account/GetItem`). Otherwise the answer to send: status 1 "Account not found",
 * the same as for a missing account so that ids cannot be probed.
 */
export function relatedAccount(
  request: FastifyRequest,
  store: Store,
  accountId: number,
): { account: AccountItem; refusal?: undefined } | { account?: undefined; refusal: Envelope } {
  const user = signedInUser(request);
  const account = store.accounts.findForUser(accountId, user.id);
  if (!account || (account.relation === null && user.role !== ROLE_EMPLOYEE)) {
    return { refusal: fail(STATUS_FAILED, translate(requestLanguage(request), 'accountNotFound')) };
  }
  return { account };
}
