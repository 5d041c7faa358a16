import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_FAILED, fail } from '../../http/envelope.ts';
import type { Language } from '../../domain/constants.ts';
import { requestLanguage } from '../../http/language.ts';
import type { OnlinePayment } from '../../store/payments.ts';
import type { PaymentContext } from './paymentContext.ts';
import { type CardForm, providerPage } from './providerHtml.ts';
import { TEST_CARD_APPROVED, TEST_CARD_REJECTED } from './paymentRules.ts';
import { paymentMessage } from './paymentMessages.ts';
import { type ProviderTextKey, providerLanguage } from './providerTexts.ts';

interface Params {
  paymentId: string;
}
interface Query {
  lang?: string;
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
function cardProblem(body: CardBody, today: string): ProviderTextKey | null {
  const number = (body.cardNumber ?? '').replace(/[\s-]/g, '');
  if (number !== TEST_CARD_APPROVED && number !== TEST_CARD_REJECTED) return 'wrongCard';
  const expiry = /^(\d{2})\/(\d{2})$/.exec((body.expiry ?? '').trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12 || `20${expiry[2]}-${expiry[1]}` < today.slice(0, 7)) return 'wrongExpiry';
  if (!/^\d{3,4}$/.test((body.cvc ?? '').trim())) return 'wrongCvc';
  return null;
}

/** The sandbox provider's hosted page (GET) and its form post, which settles once and sends the browser back. */
export async function providerPageRoutes(app: FastifyInstance, context: PaymentContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const html = (language: Language, form?: CardForm) => (payment: OnlinePayment) => providerPage(payment, returnUrl(payment), language, form);
    // The page's language: `?lang=` (set by /Payment/Create from the payer's request), else Accept-Language.
    const languageOf = (request: FastifyRequest<{ Querystring: Query }>) => providerLanguage(request.query.lang, requestLanguage(request));

    scope.get<{ Params: Params; Querystring: Query }>('/Payment/Provider/:paymentId', { schema: { hide: true } }, async (request, reply) => {
      const language = languageOf(request);
      const payment = context.payments.find(request.params.paymentId);
      if (!payment) return reply.code(404).send(fail(STATUS_FAILED, paymentMessage(language, 'paymentNotFound')));
      if (payment.status !== 'created') return reply.redirect(returnUrl(payment), 303);
      return reply.type('text/html; charset=utf-8').send(html(language)(payment));
    });

    scope.post<{ Params: Params; Querystring: Query; Body: CardBody }>('/Payment/Provider/:paymentId', { schema: { hide: true } }, async (request, reply) => {
      const language = languageOf(request);
      const payment = context.payments.find(request.params.paymentId);
      if (!payment) return reply.code(404).send(fail(STATUS_FAILED, paymentMessage(language, 'paymentNotFound')));
      // Already settled (a double submit or a reload): nothing is charged again.
      if (payment.status !== 'created') return reply.redirect(returnUrl(payment), 303);
      const body = request.body ?? {};
      const problem = cardProblem(body, context.today());
      if (problem) {
        const form = { cardNumber: body.cardNumber ?? '', expiry: body.expiry ?? '', error: problem };
        return reply.code(422).type('text/html; charset=utf-8').send(html(language, form)(payment));
      }
      const number = (body.cardNumber ?? '').replace(/[\s-]/g, '');
      context.payments.settle(payment.paymentId, number === TEST_CARD_APPROVED ? 'completed' : 'rejected', number.slice(-4), context.today());
      return reply.redirect(returnUrl(payment), 303);
    });
  });
}
