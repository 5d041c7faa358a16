import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { PaymentResultScreenQuery } from './__generated__/PaymentResultScreenQuery.graphql';
import { isolated } from '../../i18n/isolate';
import { announcePaymentSuccess } from '../../features/payments/paymentEvents';

const paymentResultScreenQuery = graphql`
  query PaymentResultScreenQuery($paymentId: String!) @preloadable {
    paymentResult(paymentId: $paymentId) {
      outcome
      accountNumber
      amount {
        formatted
      }
      receiptNumber
      application {
        portalApplicationId
        applicationType
        name
      }
    }
    viewer {
      isAuthenticated
    }
  }
`;

type Outcome = 'COMPLETED' | 'REJECTED' | 'PENDING' | 'UNKNOWN';

/**
 * Where the card provider sends the browser back. The outcome is the one the utility confirms
 * (`paymentResult`), never the URL's: a forged return shows "not found" or "not completed".
 */
function PaymentResultScreen({ queryRef }: { queryRef: PreloadedQuery<PaymentResultScreenQuery> }) {
  const { paymentResult, viewer } = usePreloadedQuery<PaymentResultScreenQuery>(paymentResultScreenQuery, queryRef);
  const { t } = useTranslation('payments');
  const outcome: Outcome = paymentResult?.outcome === 'COMPLETED' || paymentResult?.outcome === 'REJECTED' || paymentResult?.outcome === 'PENDING' ? paymentResult.outcome : 'UNKNOWN';
  useEffect(() => {
    if (outcome === 'COMPLETED') announcePaymentSuccess();
  }, [outcome]);
  const application = paymentResult?.application ?? null;
  const tone = outcome === 'COMPLETED' ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50';
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle>{t(`result.${outcome}.title`)}</PageTitle>
      <div role={outcome === 'COMPLETED' ? 'status' : 'alert'} data-testid="payment-result" className={`rounded-md border-s-4 p-4 ${tone}`}>
        <p className="font-semibold text-gray-900">{t(`result.${outcome}.title`)}</p>
        <p className="mt-1 text-gray-800">
          {!paymentResult
            ? t('result.UNKNOWN.text')
            : outcome === 'COMPLETED' && application
              ? t('result.COMPLETED.applicationText', { amount: isolated(paymentResult.amount.formatted), application: isolated(application.name), receipt: isolated(paymentResult.receiptNumber ?? '—') })
              : t(`result.${outcome}.text`, { amount: isolated(paymentResult.amount.formatted), account: isolated(paymentResult.accountNumber) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-4">
        {application ? (
          // An application's fee returns to its application, where the receipt now shows.
          <Link to={`/app/${application.applicationType}/${application.portalApplicationId}`} className="font-semibold text-brand-main underline" data-testid="payment-to-application">
            {t('result.toApplication')}
          </Link>
        ) : viewer.isAuthenticated ? (
          <>
            <Link to="/financial" className="font-semibold text-brand-main underline">
              {t('result.toFinancial')}
            </Link>
            <Link to="/billPayment" className="font-semibold text-brand-main underline">
              {t('result.payAgain')}
            </Link>
          </>
        ) : (
          <Link to="/login" className="font-semibold text-brand-main underline">
            {t('result.toLogin')}
          </Link>
        )}
      </div>
    </div>
  );
}

export const paymentResultScreen = defineScreen<PaymentResultScreenQuery>({ namespaces: ['payments'], Screen: PaymentResultScreen });
