import { graphql, useFragment } from 'react-relay/hooks';
import { useTranslation } from '../../../i18n/useTranslation';
import type { BillInsightContent_account$key } from './__generated__/BillInsightContent_account.graphql';
import { BillComparisonView } from './BillComparisonView';
import { BillForecastView } from './BillForecastView';

/** The comparisons of the latest bill and the forecast of the next, or why there are none. */
export function BillInsightContent({ account }: { account: BillInsightContent_account$key }) {
  const { t } = useTranslation('billInsight');
  const { latestBill, billForecast } = useFragment(
    graphql`
      fragment BillInsightContent_account on Account {
        latestBill {
          ...BillComparisonView_bill
          comparedWithPrevious { ...BillComparisonView_comparison }
          comparedWithLastYear { ...BillComparisonView_comparison }
        }
        billForecast { ...BillForecastView_forecast }
      }
    `,
    account,
  );
  const comparisons = [latestBill?.comparedWithPrevious, latestBill?.comparedWithLastYear].filter((item) => item != null);
  return (
    <div className="flex flex-col gap-6">
      {latestBill && comparisons.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {comparisons.map((comparison, index) => (
            <BillComparisonView key={index} comparison={comparison} bill={latestBill} />
          ))}
        </div>
      ) : (
        <p className="text-sm text-gray-700" data-testid="no-comparison">{t(latestBill ? 'noEarlierBill' : 'noBill')}</p>
      )}
      {billForecast ? <BillForecastView forecast={billForecast} /> : <p className="text-sm text-gray-700" data-testid="no-forecast">{t('forecast.none')}</p>}
    </div>
  );
}
