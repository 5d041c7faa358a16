import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, ok, type Envelope } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { ConsumptionAlertItem } from '../../store/consumptionAlerts.ts';
import type { Store } from '../../store/store.ts';
import type { AlertKind } from './detection.ts';
import { isEnvelope, visibleAlert } from './access.ts';
import { consumptionAlertSchema } from './schemas.ts';
import { alertText } from './texts.ts';

/** Status of a refusal because the alert was already dismissed or a visit asked (README "Consumption alerts"). */
const STATUS_ALERT_NOT_OPEN = 77;

/** Application types a visit is asked as (utility-api/src/db/migrations/014_work_queues.sql): a leak or unexplained use is a leak repair call, a wild reading a faulty meter. */
const VISIT_TYPES: Record<AlertKind, number> = { leak: 11, highUsage: 11, implausibleReading: 12 };

const body = { type: 'object', required: ['Value'], properties: { Value: integer('alertId.') } } as const;
const answer = responses(envelopeWith({ item: consumptionAlertSchema }, 'The alert as it now is.'));

type Action = (alert: ConsumptionAlertItem, request: FastifyRequest) => boolean;

function itemAfter(store: Store, request: FastifyRequest<{ Body: { Value: number } }>, act: boolean, action?: Action): Envelope {
  const alert = visibleAlert(store, request, signedInUser(request), request.body.Value, act);
  if (isEnvelope(alert)) return alert;
  if (action !== undefined && !action(alert, request)) return fail(STATUS_ALERT_NOT_OPEN, alertText(requestLanguage(request), 'alertNotOpen'));
  return ok({ item: store.consumptionAlerts.find(alert.alertId) });
}

/** The visit's application name and first message, in the customer's language, carrying the alert's evidence. */
function visitApplication(alert: ConsumptionAlertItem, request: FastifyRequest) {
  const language = requestLanguage(request);
  const shown = alert.evidence.points.at(-1)?.value ?? 0;
  const stated = alert.kind === 'leak' ? Math.min(...alert.evidence.points.filter((point) => point.label >= alert.periodFrom).map((point) => point.value)) : shown;
  const values = { meterRef: alert.meterRef, from: alert.periodFrom, to: alert.periodTo, value: stated, threshold: alert.evidence.threshold, unit: alert.evidence.unit };
  return {
    applicationType: VISIT_TYPES[alert.kind],
    name: alertText(language, 'visitName', { kind: alertText(language, `kind_${alert.kind}`), meterRef: alert.meterRef }),
    message: alertText(language, `message_${alert.kind}`, values),
  };
}

export function alertActionRoutes(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/ConsumptionAlert/GetItem', {
    schema: { tags: ['Readings'], operationId: 'consumptionAlertGetItem', summary: 'One consumption alert with its evidence', description: 'Status 1 "Alert not found" for alerts of other accounts.', security: SESSION_SECURITY, body, response: answer },
    onRequest: requireUser,
    handler: async (request) => itemAfter(store, request, false),
  });
  app.post<{ Body: { Value: number } }>('/ConsumptionAlert/Dismiss', {
    schema: { tags: ['Readings'], operationId: 'consumptionAlertDismiss', summary: 'Dismiss an open alert', description: 'The account\'s customers only. Status 1 "Alert not found", or "This alert is no longer open" once dismissed or a visit was asked.', security: SESSION_SECURITY, body, response: answer },
    onRequest: requireUser,
    handler: async (request) => itemAfter(store, request, true, (alert) => store.consumptionAlerts.dismiss(alert.alertId, store.clock().toISOString())),
  });
  app.post<{ Body: { Value: number } }>('/ConsumptionAlert/RequestVisit', {
    schema: {
      tags: ['Readings'],
      operationId: 'consumptionAlertRequestVisit',
      summary: 'Ask for a visit about an open alert',
      description:
        'Opens an application for the customer (type 11 Leak repair for leak and highUsage, 12 Faulty meter for implausibleReading) named ' +
        'after the alert, whose first message states the evidence in the request language, and links it to the alert (portalApplicationId). ' +
        'Status 1 as for Dismiss.',
      security: SESSION_SECURITY,
      body,
      response: answer,
    },
    onRequest: requireUser,
    handler: async (request) =>
      itemAfter(store, request, true, (alert, req) => store.consumptionAlerts.requestVisit(alert.alertId, signedInUser(req), visitApplication(alert, req), store.clock().toISOString()) !== null),
  });
}
