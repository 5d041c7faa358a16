import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamPayload } from '../../upstream/upstreamPaths.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';

/** An alert with its evidence (`utility-api/README.md`, Consumption alerts). */
export type UpstreamAlert = UpstreamPayload<'/ConsumptionAlert/GetItem'>['item'];

export type UpstreamAlertStatus = UpstreamAlert['status'];

/** Refusal of Dismiss and RequestVisit when the alert is no longer open (utility-api/README.md). */
export const ALERT_NOT_OPEN_STATUS = 77;

/** `/ConsumptionAlert/GetItems`: a page of an account's alerts, newest evidence first. */
export async function getAlerts(upstream: UpstreamClient, accountId: number, status: UpstreamAlertStatus | undefined, page: number, pageSize: number): Promise<UpstreamPage<UpstreamAlert>> {
  const payload = await upstream.read('/ConsumptionAlert/GetItems', {
    AccountId: accountId,
    ...(status === undefined ? {} : { Status: status }),
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { total: payload.total, items: payload.items };
}

/** `/ConsumptionAlert/GetItem`: one alert the viewer may see, or null. */
export function getAlert(upstream: UpstreamClient, alertId: number): Promise<UpstreamAlert | null> {
  return orNullIfNotFound(async () => (await upstream.read('/ConsumptionAlert/GetItem', { Value: alertId })).item);
}

/** `/ConsumptionAlert/Dismiss` or `/RequestVisit`: the alert after the action; refusals throw `UpstreamError`. */
export async function actOnAlert(upstream: UpstreamClient, action: 'Dismiss' | 'RequestVisit', alertId: number): Promise<UpstreamAlert> {
  const body = { Value: alertId };
  return (action === 'Dismiss' ? await upstream.post('/ConsumptionAlert/Dismiss', body) : await upstream.post('/ConsumptionAlert/RequestVisit', body)).item;
}
