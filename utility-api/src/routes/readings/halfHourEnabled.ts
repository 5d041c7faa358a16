import type { FastifyRequest } from 'fastify';
import { fail, type Envelope } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { Store } from '../../store/store.ts';
import { readingMessage } from './messages.ts';
import { STATUS_HALF_HOUR_DISABLED } from './readingRules.ts';

/** The half-hour calls answer only while the utility offers them (setting `emmHalfHourConsumptions`, `000 §3`). */
export function halfHourDisabled(store: Store, request: FastifyRequest): Envelope | undefined {
  if (store.settings.read().emmHalfHourConsumptions === true) return undefined;
  return fail(STATUS_HALF_HOUR_DISABLED, readingMessage(requestLanguage(request), 'halfHourDisabled'));
}
