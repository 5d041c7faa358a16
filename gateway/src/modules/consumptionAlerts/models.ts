import { toUnit, type MeterUnit } from '../readings/models.ts';
import type { UpstreamAlert, UpstreamAlertStatus } from './api.ts';

const KINDS = { leak: 'LEAK', highUsage: 'HIGH_USAGE', implausibleReading: 'IMPLAUSIBLE_READING' } as const;
const STATUSES = { open: 'OPEN', dismissed: 'DISMISSED', visitRequested: 'VISIT_REQUESTED' } as const;
type AlertStatus = (typeof STATUSES)[UpstreamAlertStatus];

/** The `ConsumptionAlert` type of the schema, except the fields with resolvers. */
export interface ConsumptionAlertModel {
  __typename: 'ConsumptionAlert';
  alertId: number;
  kind: (typeof KINDS)[keyof typeof KINDS];
  status: AlertStatus;
  meterRef: string;
  periodFrom: string;
  periodTo: string;
  evidence: { unit: MeterUnit; threshold: number; points: Array<{ label: string; value: number; unit: MeterUnit }> };
  detectedAt: string;
  updatedAt: string;
  portalApplicationId: number | null;
}

export function toAlertModel(alert: UpstreamAlert): ConsumptionAlertModel {
  const unit = toUnit(alert.evidence.unit);
  return {
    __typename: 'ConsumptionAlert',
    alertId: alert.alertId,
    kind: KINDS[alert.kind],
    status: STATUSES[alert.status],
    meterRef: alert.meterRef,
    periodFrom: alert.periodFrom,
    periodTo: alert.periodTo,
    evidence: { unit, threshold: alert.evidence.threshold, points: alert.evidence.points.map((point) => ({ ...point, unit })) },
    detectedAt: alert.detectedAt,
    updatedAt: alert.updatedAt,
    portalApplicationId: alert.portalApplicationId,
  };
}

/** The upstream's status for the schema's. */
export function upstreamStatus(status: AlertStatus): UpstreamAlertStatus {
  const found = Object.entries(STATUSES).find(([, value]) => value === status);
  return (found?.[0] ?? 'open') as UpstreamAlertStatus;
}
