import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { otpFailure } from '../../auth/oneTimeCodes.ts';
import { spendSessionCodes } from '../../auth/otpSessions.ts';
import { OTP_CODE_TYPE_EMAIL, OTP_CODE_TYPE_PHONE, isLanguage } from '../../domain/constants.ts';
import { STATUS_FAILED, STATUS_OTP_INVALID, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, nullableString, responses, string } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';
import { evaluationMessage } from './evaluationMessages.ts';
import { ACCESS_KEY_BYTES, EVALUATION_LIMITS, POSTAL_CODE, PROPERTY_TYPES, SUPPLY_TYPES, USAGE_TYPES } from './evaluationRules.ts';
import type { evaluationStore } from './evaluationStore.ts';

interface Body {
  LanguageCode?: string | null;
  SessionId: number;
  EmailOtpCode: string;
  SmsOtpCode?: string | null;
  Name: string;
  Address: string;
  PostalCode: string;
  SupplyType: string;
  PropertyType: string;
  UsageType: string;
  Occupants: number;
  EstimatedMonthlyConsumption?: number | null;
  ConsentTerms: boolean;
  ConsentContactByEmail: boolean;
  ConsentContactBySms: boolean;
}

export const hashAccessKey = (key: string): string => createHash('sha256').update(key).digest('hex');

const enumOf = (values: readonly string[], description: string) => ({ type: 'string', enum: [...values], description });

export function createEvaluationRoute(app: FastifyInstance, store: Store, evaluations: ReturnType<typeof evaluationStore>): void {
  app.post<{ Body: Body }>('/CustomerEvaluation/Create', {
    schema: {
      tags: ['CustomerEvaluation'],
      operationId: 'customerEvaluationCreate',
      summary: 'Submit a customer evaluation application (000 §2 /customerEvaluation)',
      description:
        'Anonymous. The contacts are those of the OTP session `SessionId`: `EmailOtpCode` must be its live e-mail code ' +
        'and, when the session has a mobile number, `SmsOtpCode` its live SMS code; both are used up and the session ' +
        'ends (one verification, one application: a replay answers 14). Records the ' +
        'application and e-mails the applicant its reference and the path `/customerEvaluation/{accessKey}`. Status 1 ' +
        'for a missing or invalid field or terms not accepted; 14 (also unknown or expired session), 15, 16 for a code.',
      body: {
        type: 'object',
        required: ['SessionId', 'EmailOtpCode', 'Name', 'Address', 'PostalCode', 'SupplyType', 'PropertyType', 'UsageType', 'Occupants', 'ConsentTerms', 'ConsentContactByEmail', 'ConsentContactBySms'],
        properties: {
          LanguageCode: nullableString('Language of the texts and the e-mail (en, el, ru, ar).'),
          SessionId: { type: 'integer', description: 'Id from /Session/Create.' },
          EmailOtpCode: string('The session\'s e-mail code.'),
          SmsOtpCode: nullableString('The session\'s SMS code, required when the session has a mobile number.'),
          Name: string('Applicant\'s full name, at most 100 characters.'),
          Address: string('Address of the property to be supplied, at most 200 characters.'),
          PostalCode: string('Postal code: four digits.'),
          SupplyType: enumOf(SUPPLY_TYPES, 'Supply asked for.'),
          PropertyType: enumOf(PROPERTY_TYPES, 'Kind of property.'),
          UsageType: enumOf(USAGE_TYPES, 'Domestic or commercial use.'),
          Occupants: { type: 'integer', description: 'People living or working at the property, 1 to 50.' },
          EstimatedMonthlyConsumption: { type: ['number', 'null'], description: 'Expected monthly consumption (m³ or kWh), if known.' },
          ConsentTerms: { type: 'boolean', description: 'The applicant accepts the terms and the privacy policy; must be true.' },
          ConsentContactByEmail: { type: 'boolean', description: 'The utility may contact the applicant by e-mail.' },
          ConsentContactBySms: { type: 'boolean', description: 'The utility may contact the applicant by SMS.' },
        },
      },
      response: responses(envelopeWith({ reference: string('Reference, e.g. `EV-000042`.'), accessKey: string('Key of `/customerEvaluation/{accessKey}`.') }, 'The recorded application.')),
    },
    handler: async (request) => {
      const body = request.body;
      const language = isLanguage(body.LanguageCode) ? body.LanguageCode : requestLanguage(request);
      const name = body.Name.trim();
      const address = body.Address.trim();
      const postalCode = body.PostalCode.trim();
      if (name === '' || address === '' || postalCode === '') return fail(STATUS_FAILED, evaluationMessage(language, 'required'));
      const consumption = body.EstimatedMonthlyConsumption ?? null;
      const invalid =
        name.length > EVALUATION_LIMITS.name ||
        address.length > EVALUATION_LIMITS.address ||
        !POSTAL_CODE.test(postalCode) ||
        body.Occupants < 1 ||
        body.Occupants > EVALUATION_LIMITS.occupantsMax ||
        (consumption !== null && (consumption < 0 || consumption > EVALUATION_LIMITS.consumptionMax));
      if (invalid) return fail(STATUS_FAILED, evaluationMessage(language, 'invalidValue'));
      if (!body.ConsentTerms) return fail(STATUS_FAILED, evaluationMessage(language, 'consentRequired'));

      const session = store.otpSessions.findLive(body.SessionId, store.clock().toISOString());
      if (!session) return fail(STATUS_OTP_INVALID, evaluationMessage(language, 'otpValidationFailed'));
      const codes = [
        ...(session.email ? [{ otpCodeType: OTP_CODE_TYPE_EMAIL, code: body.EmailOtpCode }] : []),
        ...(session.mobile_no ? [{ otpCodeType: OTP_CODE_TYPE_PHONE, code: body.SmsOtpCode ?? '' }] : []),
      ];
      const failure = spendSessionCodes(store, session.id, codes);
      if (failure !== undefined) return otpFailure(language, failure);

      const accessKey = randomBytes(ACCESS_KEY_BYTES).toString('base64url');
      const row = evaluations.add({
        access_key_hash: hashAccessKey(accessKey),
        language,
        name,
        email: session.email,
        mobile_no: session.mobile_no,
        address,
        postal_code: postalCode,
        supply_type: body.SupplyType,
        property_type: body.PropertyType,
        usage_type: body.UsageType,
        occupants: body.Occupants,
        estimated_monthly_consumption: consumption,
        consent_contact_by_email: body.ConsentContactByEmail ? 1 : 0,
        consent_contact_by_sms: body.ConsentContactBySms ? 1 : 0,
        created_at: store.clock().toISOString(),
      });
      if (session.email) {
        const values = { reference: row.reference, path: `/customerEvaluation/${accessKey}` };
        store.outbox.add({
          channel: 'email',
          recipient: session.email,
          subject: evaluationMessage(language, 'mailSubject', values),
          body: evaluationMessage(language, 'mailBody', values),
        });
      }
      return ok({ reference: row.reference, accessKey });
    },
  });
}
