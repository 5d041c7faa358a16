import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDate } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatNumber } from '../../../lib/quantity';
import { amountText } from './signedMoney';
import type { BillForecastView_forecast$key } from './__generated__/BillForecastView_forecast.graphql';
import { DetailList } from '../../../components/DetailList';

/** The forecast of the bill now accruing: the expected amount, its range, and how both were found. */
export function BillForecastView({ forecast }: { forecast: BillForecastView_forecast$key }) {
  const { t, i18n } = useTranslation('billInsight');
  /* eslint-disable relay/unused-fields -- currencySymbol: signedMoney.ts formats every amount */
  const data = useFragment(
    graphql`
      fragment BillForecastView_forecast on BillForecast {
        periodFrom
        periodTo
        days
        measuredDays
        measuredUntil
        basis
        recentBills
        consumptionSoFar
        expectedConsumption
        consumptionUnit
        amount { amount currencySymbol }
        low { amount currencySymbol }
        high { amount currencySymbol }
      }
    `,
    /* eslint-enable relay/unused-fields */
    forecast,
  );
  const titleId = useId();
  const language = i18n.language;
  // The scale runs from nothing to the top of the range, so the band shows how wide the range is.
  const top = Math.max(Number(data.high.amount), 0.01);
  const at = (value: number) => `${Math.min(100, Math.max(0, (value / top) * 100))}%`;
  const quantity = (value: number) => formatNumber(value, language, 1);
  const explanation =
    data.basis === 'READINGS'
      ? t('forecast.howReadings', {
          count: data.recentBills,
          soFar: quantity(data.consumptionSoFar),
          unit: data.consumptionUnit,
          measured: data.measuredDays,
          until: formatDate(data.measuredUntil),
          open: data.days - data.measuredDays,
        })
      : t('forecast.howRecentBills', { count: data.recentBills });
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-testid="bill-forecast">
      <h3 id={titleId} className="text-sm font-semibold text-gray-900">
        {t('forecast.title', { from: formatDate(data.periodFrom), to: formatDate(data.periodTo) })}
      </h3>
      <p className="text-sm text-gray-900">
        {t('forecast.headline', { amount: amountText(data.amount, language), low: amountText(data.low, language), high: amountText(data.high, language) })}
      </p>
      <div aria-hidden="true" className="relative h-6" data-testid="forecast-range">
        <span className="absolute inset-x-0 top-2.5 h-1 rounded bg-gray-200" />
        <span className="absolute inset-y-1 rounded bg-brand-main/30" style={{ insetInlineStart: at(Number(data.low.amount)), insetInlineEnd: '0%' }} />
        <span className="absolute inset-y-0 w-1 rounded bg-brand-main" style={{ insetInlineStart: `calc(${at(Number(data.amount.amount))} - 2px)` }} />
      </div>
      <DetailList
        layout="inline"
        items={[
          [t('forecast.expected'), amountText(data.amount, language)],
          [t('forecast.range'), t('forecast.rangeValue', { low: amountText(data.low, language), high: amountText(data.high, language) })],
          [t('forecast.consumption'), `${quantity(data.expectedConsumption)} ${data.consumptionUnit}`],
        ]}
      />
      <p className="text-xs text-gray-700" data-testid="forecast-explanation">{explanation}</p>
    </section>
  );
}
