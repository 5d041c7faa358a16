import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamPayload } from '../../upstream/upstreamPaths.ts';

/** `/CustomerEvaluation/GetItem` item (`utility-api/README.md`, Customer evaluation). */
export type EvaluationItem = UpstreamPayload<'/CustomerEvaluation/GetItem'>['item'];

/** The codes are the schema's enum values lower-cased by the resolver, as strings. */
export interface EvaluationRequest {
  languageCode: string;
  sessionId: number;
  emailCode: string;
  smsCode: string | null;
  name: string;
  address: string;
  postalCode: string;
  supplyType: string;
  propertyType: string;
  usageType: string;
  occupants: number;
  estimatedMonthlyConsumption: number | null;
  consentTerms: boolean;
  consentContactByEmail: boolean;
  consentContactBySms: boolean;
}

type CreateBody = UpstreamBody<'/CustomerEvaluation/Create'>;

/** `/CustomerEvaluation/Create`: answers the reference and the access key of the application's page. */
export function createEvaluation(upstream: UpstreamClient, request: EvaluationRequest) {
  return upstream.post('/CustomerEvaluation/Create', {
    LanguageCode: request.languageCode,
    SessionId: request.sessionId,
    EmailOtpCode: request.emailCode,
    SmsOtpCode: request.smsCode,
    Name: request.name,
    Address: request.address,
    PostalCode: request.postalCode,
    SupplyType: request.supplyType as CreateBody['SupplyType'],
    PropertyType: request.propertyType as CreateBody['PropertyType'],
    UsageType: request.usageType as CreateBody['UsageType'],
    Occupants: request.occupants,
    EstimatedMonthlyConsumption: request.estimatedMonthlyConsumption,
    ConsentTerms: request.consentTerms,
    ConsentContactByEmail: request.consentContactByEmail,
    ConsentContactBySms: request.consentContactBySms,
  });
}

/** `/CustomerEvaluation/GetItem`: the application of an access key. */
export async function getEvaluation(upstream: UpstreamClient, accessKey: string): Promise<EvaluationItem> {
  return (await upstream.post('/CustomerEvaluation/GetItem', { Value: accessKey })).item;
}
