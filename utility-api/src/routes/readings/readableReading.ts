import type { FastifyRequest } from 'fastify';
import { STATUS_FAILED, fail, type Envelope } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { isEmployeeWith } from '../../http/session.ts';
import type { MeterItem, ReadingItem } from '../../store/readings.ts';
import type { Store } from '../../store/store.ts';
import type { UserRow } from '../../store/users.ts';
import { readingMessage } from './messages.ts';

/**
 * Reading history for the viewer: customers only of accounts they are related to, employees of any
 * account (the readings tab of the customer 360° view). Others get "not found", as for a missing id.
 */
export function readableMeter(store: Store, request: FastifyRequest, user: UserRow, meterId: number): MeterItem | Envelope {
  const meter = isEmployeeWith(user) ? store.readings.meterById(meterId) : store.readings.meterForUser(meterId, user.id);
  return meter ?? fail(STATUS_FAILED, readingMessage(requestLanguage(request), 'meterNotFound'));
}

/** One reading with the same rule; undefined when the viewer may not read it. */
export function readableReading(store: Store, user: UserRow, readingId: number): ReadingItem | undefined {
  return isEmployeeWith(user) ? store.readings.readingById(readingId) : store.readings.readingForUser(readingId, user.id);
}
