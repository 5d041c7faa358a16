import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ConsumptionChart_account$key } from './__generated__/ConsumptionChart_account.graphql';
import { ChartBars } from './ChartBars';
import { type ChartMeasure, type ChartPeriod, chartBars } from './chartData';
import { ChoiceGroup } from './ChoiceGroup';
import { formatNumber, unitLabel } from '../../lib/quantity';

/**
 * Consumption over the past two years (`002 §9`) of the account, by month, quarter or year, as a total
 * or a daily average; for the readings screen and the home screen.
 */
export function ConsumptionChart({ account }: { account: ConsumptionChart_account$key }) {
  const { t, i18n } = useTranslation('readings');
  const { consumption } = useFragment(
    graphql`
      fragment ConsumptionChart_account on Account {
        # eslint-disable-next-line relay/unused-fields -- chartBars (chartData.ts) reads the points
        consumption(months: 24) {
          periodStart
          quantity
          unit
          coveredDays
        }
      }
    `,
    account,
  );
  const titleId = useId();
  const units: string[] = [...new Set(consumption.map((point) => point.unit as string))];
  const [chosenUnit, setUnit] = useState<string | undefined>(undefined);
  const [period, setPeriod] = useState<ChartPeriod>('month');
  const [measure, setMeasure] = useState<ChartMeasure>('total');
  const unit = chosenUnit && units.includes(chosenUnit) ? chosenUnit : units[0];
  const bars = unit ? chartBars(consumption, unit, period, measure) : [];
  const decimals = measure === 'dailyAverage' ? 2 : 0;
  const unitText = unit ? unitLabel(t, unit) : '';
  const valueText = (value: number) => `${formatNumber(value, i18n.language, decimals)} ${measure === 'dailyAverage' ? t('chart.perDay', { unit: unitText }) : unitText}`;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6" data-testid="consumption-chart">
      <h2 id={titleId} className="text-base font-semibold text-gray-900">{t('chart.title')}</h2>
      {bars.length === 0 || !unit ? (
        <p className="text-sm text-gray-700">{t('chart.empty')}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-4">
            <ChoiceGroup<ChartPeriod>
              legend={t('chart.period')}
              name={`${titleId}-period`}
              value={period}
              onChange={setPeriod}
              options={(['month', 'quarter', 'year'] as const).map((value) => ({ value, label: t(`chart.periods.${value}`) }))}
            />
            <ChoiceGroup<ChartMeasure>
              legend={t('chart.measure')}
              name={`${titleId}-measure`}
              value={measure}
              onChange={setMeasure}
              options={(['total', 'dailyAverage'] as const).map((value) => ({ value, label: t(`chart.measures.${value}`) }))}
            />
            {units.length > 1 ? (
              <ChoiceGroup legend={t('chart.unit')} name={`${titleId}-unit`} value={unit} onChange={setUnit} options={units.map((value) => ({ value, label: unitLabel(t, value) }))} />
            ) : null}
          </div>
          <ChartBars bars={bars} rtl={i18n.dir(i18n.language) === 'rtl'} format={(value) => formatNumber(value, i18n.language, decimals)} />
          <p className="text-xs text-gray-700">{t('chart.note')}</p>
          <table className="sr-only">
            <caption>{t('chart.tableCaption', { unit: measure === 'dailyAverage' ? t('chart.perDay', { unit: unitText }) : unitText })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chart.periodColumn')}</th>
                <th scope="col">{t(`chart.measures.${measure}`)}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.key}>
                  <th scope="row">{bar.label}</th>
                  <td>{valueText(bar.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
