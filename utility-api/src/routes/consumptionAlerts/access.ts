import type { FastifyRequest } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, type Envelope } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { ConsumptionAlertItem } from '../../store/consumptionAlerts.ts';
import type { Store } from '../../store/store.ts';
import type { UserRow } from '../../store/users.ts';
import { relatedAccount } from '../readings/access.ts';
import { alertText } from './texts.ts';

/** Customers read their own accounts' alerts; employees any account's (README "Employee enquiries"). */
export function mayReadAccount(store: Store, user: UserRow, accountId: number): boolean {
  return user.role === ROLE_EMPLOYEE ? store.accounts.findForUser(accountId, user.id) !== undefined : relatedAccount(store, user, accountId);
}

function alertNotFound(request: FastifyRequest): Envelope {
  return fail(STATUS_FAILED, alertText(requestLanguage(request), 'alertNotFound'));
}

/**
 * The alert when the user may see it (`act`: act on it, which only the account's customers may), else the
 * "not found" envelope, so alert ids cannot be probed.
 */
export function visibleAlert(store: Store, request: FastifyRequest, user: UserRow, alertId: number, act: boolean): ConsumptionAlertItem | Envelope {
  const alert = store.consumptionAlerts.find(alertId);
  const allowed = alert !== undefined && (act ? relatedAccount(store, user, alert.accountId) : mayReadAccount(store, user, alert.accountId));
  return allowed ? alert : alertNotFound(request);
}

export const isEnvelope = (value: ConsumptionAlertItem | Envelope): value is Envelope => 'status' in value && typeof value.status === 'number';
