import type { UpstreamClient } from '../../upstream/client.ts';

/** `/CustomerEvaluation/GetItem` item (`utility-api/README.md`, Customer evaluation). */
export interface EvaluationItem {
  reference: string;
  status: string;
  createdAt: string;
  name: string;
  email: string | null;
  mobileNo: string | null;
  address: string;
  postalCode: string;
  supplyType: string;
  propertyType: string;
  usageType: string;
  occupants: number;
  estimatedMonthlyConsumption: number | null;
  consentContactByEmail: boolean;
  consentContactBySms: boolean;
}

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

/** `/CustomerEvaluation/Create`: answers the reference and the access key of the application's page. */
export function createEvaluation(upstream: UpstreamClient, request: EvaluationRequest) {
  return upstream.post<{ reference: string; accessKey: string }>('/CustomerEvaluation/Create', {
    LanguageCode: request.languageCode,
    SessionId: request.sessionId,
    EmailOtpCode: request.emailCode,
    SmsOtpCode: request.smsCode,
    Name: request.name,
    Address: request.address,
    PostalCode: request.postalCode,
    SupplyType: request.supplyType,
    PropertyType: request.propertyType,
    UsageType: request.usageType,
    Occupants: request.occupants,
    EstimatedMonthlyConsumption: request.estimatedMonthlyConsumption,
    ConsentTerms: request.consentTerms,
    ConsentContactByEmail: request.consentContactByEmail,
    ConsentContactBySms: request.consentContactBySms,
  });
}

/** `/CustomerEvaluation/GetItem`: the application of an access key. */
export async function getEvaluation(upstream: UpstreamClient, accessKey: string): Promise<EvaluationItem> {
  return (await upstream.post<{ item: EvaluationItem }>('/CustomerEvaluation/GetItem', { Value: accessKey })).item;
}
