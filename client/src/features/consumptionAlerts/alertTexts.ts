import { graphql, readInlineData } from 'relay-runtime';
import type { TFunction } from '../../i18n/i18n';
import { formatDate } from '../../i18n/format';
import { isolated } from '../../i18n/isolate';
import type { alertTexts_alert$key } from './__generated__/alertTexts_alert.graphql';


/** A `Date` (YYYY-MM-DD) as DD/MM/YYYY, read as that calendar day wherever the browser is. */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00`);
}

/** The one-line explanation of an alert, in the `consumptionAlerts` namespace: its kind, the meter and the detected period. */
export function alertSummary(t: TFunction, alertRef: alertTexts_alert$key): string {
  const alert = readInlineData(
    graphql`
      fragment alertTexts_alert on ConsumptionAlert @inline {
        kind
        meterRef
        periodFrom
        periodTo
      }
    `,
    alertRef,
  );
  return t(`summary.${alert.kind}`, { meterRef: isolated(alert.meterRef), from: formatDay(alert.periodFrom), to: formatDay(alert.periodTo) });
}

/** A point's label as the chart writes it: a night as DD/MM, a reading's day as DD/MM/YYYY, a year as it is. */
export function pointLabel(kind: string, label: string): string {
  if (kind === 'HIGH_USAGE') return label;
  const date = formatDay(label);
  return kind === 'LEAK' ? date.slice(0, 5) : date;
}
