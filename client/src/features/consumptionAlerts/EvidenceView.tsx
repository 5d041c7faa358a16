import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { isolated } from '../../i18n/isolate';
import { useTranslation } from '../../i18n/useTranslation';
import { formatNumber, unitLabel } from '../../lib/quantity';
import { ChartBars } from '../readings/ChartBars';
import type { EvidenceView_alert$key } from './__generated__/EvidenceView_alert.graphql';
import { formatDay, pointLabel } from './alertTexts';

/** The night hours the leak rule looks at (utility-api/src/routes/consumptionAlerts/detection.ts), kept left to right in Arabic. */
const NIGHT_HOURS = isolated('01:00–05:00');

/** Litres matter at night, cubic metres over a month: enough decimals for each measure. */
const DECIMALS: Readonly<Record<string, number>> = { LEAK: 3, HIGH_USAGE: 1, IMPLAUSIBLE_READING: 2 };

/**
 * An alert's evidence as a bar chart with its threshold line, and the same data as a table: the chart is
 * decorative for screen readers, the table is what they (and everyone) can read exactly.
 */
export function EvidenceView({ alert }: { alert: EvidenceView_alert$key }) {
  const { t, i18n } = useTranslation('consumptionAlerts');
  const { t: tReadings } = useTranslation('readings');
  const data = useFragment(
    graphql`
      fragment EvidenceView_alert on ConsumptionAlert {
        kind
        evidence {
          unit
          threshold
          points {
            label
            value
          }
        }
      }
    `,
    alert,
  );
  const captionId = useId();
  const decimals = DECIMALS[data.kind] ?? 2;
  const unit = unitLabel(tReadings, data.evidence.unit);
  const format = (value: number) => formatNumber(value, i18n.language, decimals);
  const bars = data.evidence.points.map((point) => ({ key: point.label, label: pointLabel(data.kind, point.label), value: point.value }));
  const threshold = data.evidence.threshold;
  return (
    <div className="flex flex-col gap-4" data-testid="alert-evidence">
      <figure className="flex flex-col gap-2" aria-labelledby={captionId}>
        <ChartBars bars={bars} rtl={i18n.dir(i18n.language) === 'rtl'} format={format} threshold={threshold} />
        <figcaption id={captionId} className="text-sm text-gray-700">
          {t(`chart.${data.kind}`, { unit, hours: NIGHT_HOURS })} {t(`threshold.${data.kind}`, { value: `${format(threshold)} ${unit}` })}
        </figcaption>
      </figure>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm" data-testid="alert-evidence-table">
          <caption className="mb-2 text-start font-semibold text-gray-900">{t(`chart.${data.kind}`, { unit, hours: NIGHT_HOURS })}</caption>
          <thead>
            <tr className="border-b border-gray-300 text-gray-700">
              <th scope="col" className="py-1 pe-4 text-start">{t(`table.label.${data.kind}`)}</th>
              <th scope="col" className="py-1 pe-4 text-end">{t('table.value', { unit })}</th>
              <th scope="col" className="py-1 text-start">{t('table.above')}</th>
            </tr>
          </thead>
          <tbody>
            {data.evidence.points.map((point) => (
              <tr key={point.label} className="border-b border-gray-200">
                <th scope="row" className="py-1 pe-4 text-start font-normal">{data.kind === 'HIGH_USAGE' ? point.label : formatDay(point.label)}</th>
                <td className="py-1 pe-4 text-end tabular-nums">{format(point.value)}</td>
                <td className="py-1">{point.value > threshold ? t('table.yes') : t('table.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
