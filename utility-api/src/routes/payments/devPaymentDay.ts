import type { FastifyInstance } from 'fastify';
import { STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import type { PaymentContext } from './paymentContext.ts';

interface Body {
  Day: string | null;
}

/**
 * Development only: pins the day the 15-day rule (000 §9) and settlements use, so end-to-end flows can
 * pay a freshly issued bill whatever the calendar says; null unpins it.
 */
export function devPaymentDayRoute(app: FastifyInstance, context: PaymentContext): void {
  app.post<{ Body: Body }>('/__dev/payments/day', { schema: { hide: true } }, async (request, reply) => {
    const day = request.body?.Day ?? null;
    if (day !== null && !/^\d{4}-\d{2}-\d{2}$/.test(day)) return reply.code(400).send(fail(STATUS_INVALID_REQUEST, 'Day must be YYYY-MM-DD or null'));
    context.pinDay(day);
    return ok({ day: context.today() });
  });
}
