import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { cycleSchema, walkSchema } from './schemas.ts';

interface WalksBody extends PagingBody {
  AssignedToMe?: boolean;
  Text?: string;
}

/**
 * `/MeterCapture/GetWalks`: the open cycle's walks a page at a time, without their books around them, so
 * that a screen shows the first of hundreds of walks without reading them all (README "Meter-reading capture").
 */
export function meterCaptureWalksRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: WalksBody }>('/MeterCapture/GetWalks', {
    schema: {
      tags: ['MeterCapture'],
      operationId: 'meterCaptureGetWalks',
      summary: 'Walks of the open reading cycle with their progress, a page at a time',
      description:
        'A page of the open cycle\'s walks by book and walk, each with its counts: total, outstanding, completed, non-editable. ' +
        '`AssignedToMe` keeps only walks assigned to the viewer; field workers always get only theirs. `Text` keeps the walks ' +
        'a typed search names: `B105` the books starting so (case-insensitive), `B105 3` or `B105/3` walk 3 of book B105. ' +
        'Employees with portalCaptureMeterReadings.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        properties: {
          AssignedToMe: { type: 'boolean', default: false },
          Text: { type: 'string', maxLength: 40, description: 'A book\'s start, or a book and a walk number.' },
          Options: optionsSchema,
        },
      },
      response: responses(
        envelopeWith(
          { cycle: cycleSchema, total: integer('Walks kept.'), items: { type: 'array', items: walkSchema } },
          'The cycle and one page of its walks.',
        ),
      ),
    },
    onRequest: requireEmployee('portalCaptureMeterReadings'),
    handler: async (request) => {
      const user = signedInUser(request);
      const mine = request.body.AssignedToMe === true || user.is_field_worker === 1;
      const { limit, offset } = pageWindow(request.body);
      const page = store.meterCapture.walks(mine ? user.id : null, request.body.Text ?? null, limit, offset);
      return ok({ cycle: store.meterCapture.cycle() ?? null, ...page });
    },
  });
}
