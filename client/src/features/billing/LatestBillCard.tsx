import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDate } from '../../i18n/format';
import type { LatestBillCard_account$key } from './__generated__/LatestBillCard_account.graphql';
import { BillPdfLink } from './BillPdfLink';
import { BillStatusBadge } from './BillStatusBadge';
import { moneyText } from '../../lib/money';
import { DetailList } from '../../components/DetailList';

/** The most recent bill with its PDF (home and /financial). */
export function LatestBillCard({ account }: { account: LatestBillCard_account$key }) {
  const { t, i18n } = useTranslation('billing');
  const { latestBill: bill } = useFragment(
    graphql`
      fragment LatestBillCard_account on Account {
        latestBill {
          invoiceNumber
          periodFrom
          periodTo
          dueDate
          amount { ...money_money }
          consumption
          consumptionUnit
          status
          pdfUrl
        }
      }
    `,
    account,
  );
  return (
    <section aria-labelledby="latest-bill" data-testid="latest-bill" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="latest-bill" className="text-base font-semibold text-gray-900">
          {t('latestBill.title')}
        </h2>
        {bill ? <BillStatusBadge status={bill.status} /> : null}
      </div>
      {bill ? (
        <>
          <p className="text-3xl font-semibold text-gray-900">{moneyText(bill.amount, i18n.language)}</p>
          <DetailList
            layout="inline"
            items={[
              [t('bill.period'), t('bill.periodRange', { from: formatDate(bill.periodFrom), to: formatDate(bill.periodTo) })],
              [t('bill.dueDate'), formatDate(bill.dueDate)],
              [t('bill.consumption'), `${bill.consumption} ${bill.consumptionUnit}`],
            ]}
          />
          <BillPdfLink url={bill.pdfUrl} invoiceNumber={bill.invoiceNumber} />
        </>
      ) : (
        <p className="text-sm text-gray-700">{t('latestBill.none')}</p>
      )}
    </section>
  );
}
