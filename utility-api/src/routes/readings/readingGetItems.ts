import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { readableMeter } from './readableReading.ts';
import { readingItemSchema } from './readingSchemas.ts';

interface Body extends PagingBody {
  MeterId: number;
}

export function readingGetItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/MeterReading/GetItems', {
    schema: {
      tags: ['Readings'],
      operationId: 'meterReadingGetItems',
      summary: 'Reading history of a meter',
      description: 'Readings of a meter of the session user\'s accounts (employees: any meter), newest first; status 1 "Meter not found" otherwise.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['MeterId'], properties: { MeterId: integer('meterId.'), Options: optionsSchema } },
      response: responses(
        envelopeWith({ total: integer('Readings of the meter.'), items: { type: 'array', items: readingItemSchema } }, 'One page of readings.'),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const meter = readableMeter(store, request, signedInUser(request), request.body.MeterId);
      if ('status' in meter) return meter;
      const { limit, offset } = pageWindow(request.body);
      return ok({ total: store.readings.countReadings(meter.meterId), items: store.readings.pageReadings(meter.meterId, limit, offset) });
    },
  });
}
