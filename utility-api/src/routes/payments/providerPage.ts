import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail } from '../../http/envelope.ts';
import type { OnlinePayment } from '../../store/payments.ts';
import type { PaymentContext } from './paymentContext.ts';
import { type CardForm, providerPage } from './providerHtml.ts';
import { TEST_CARD_APPROVED, TEST_CARD_REJECTED } from './paymentRules.ts';

interface Params {
  paymentId: string;
}
interface CardBody {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

function returnUrl(payment: OnlinePayment): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('paymentId', payment.paymentId);
  return url.toString();
}

/** A problem with the typed card, or null; the expiry must be this month or later. */
function cardProblem(body: CardBody, today: string): string | null {
  const number = (body.cardNumber ?? '').replace(/[\s-]/g, '');
  if (number !== TEST_CARD_APPROVED && number !== TEST_CARD_REJECTED) return 'Enter one of the sandbox test card numbers.';
  const expiry = /^(\d{2})\/(\d{2})$/.exec((body.expiry ?? '').trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12 || `20${expiry[2]}-${expiry[1]}` < today.slice(0, 7)) return 'Enter a future expiry date as MM/YY.';
  if (!/^\d{3,4}$/.test((body.cvc ?? '').trim())) return 'Enter the 3 or 4 digit CVC.';
  return null;
}

/** The sandbox provider's hosted page (GET) and its form post, which settles once and sends the browser back. */
export async function providerPageRoutes(app: FastifyInstance, context: PaymentContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const html = (form?: CardForm) => (payment: OnlinePayment) => providerPage(payment, returnUrl(payment), form);

    scope.get<{ Params: Params }>('/Payment/Provider/:paymentId', { schema: { hide: true } }, async (request, reply) => {
      const payment = context.payments.find(request.params.paymentId);
      if (!payment) return reply.code(404).send(fail(STATUS_FAILED, 'Payment not found'));
      if (payment.status !== 'created') return reply.redirect(returnUrl(payment), 303);
      return reply.type('text/html; charset=utf-8').send(html()(payment));
    });

    scope.post<{ Params: Params; Body: CardBody }>('/Payment/Provider/:paymentId', { schema: { hide: true } }, async (request, reply) => {
      const payment = context.payments.find(request.params.paymentId);
      if (!payment) return reply.code(404).send(fail(STATUS_FAILED, 'Payment not found'));
      // Already settled (a double submit or a reload): nothing is charged again.
      if (payment.status !== 'created') return reply.redirect(returnUrl(payment), 303);
      const body = request.body ?? {};
      const problem = cardProblem(body, context.today());
      if (problem) {
        const form = { cardNumber: body.cardNumber ?? '', expiry: body.expiry ?? '', error: problem };
        return reply.code(422).type('text/html; charset=utf-8').send(html(form)(payment));
      }
      const number = (body.cardNumber ?? '').replace(/[\s-]/g, '');
      context.payments.settle(payment.paymentId, number === TEST_CARD_APPROVED ? 'completed' : 'rejected', number.slice(-4), context.today());
      return reply.redirect(returnUrl(payment), 303);
    });
  });
}
