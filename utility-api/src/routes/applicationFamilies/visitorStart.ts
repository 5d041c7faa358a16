import type { FastifyInstance } from 'fastify';
import type { AddressPart } from '../../../../shared/applicationForms/definition.ts';
import { addressProblems } from '../../../../shared/applicationForms/postalAddress.ts';
import { problemText } from '../../../../shared/applicationForms/problems.ts';
import { otpFailure } from '../../auth/oneTimeCodes.ts';
import { spendSessionCodes } from '../../auth/otpSessions.ts';
import { OTP_CODE_TYPE_EMAIL, OTP_CODE_TYPE_PHONE, isLanguage } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, integer, nullableString, portalUrlField, responses, string } from '../../http/schemas.ts';
import { visibleCodes, type FamilyContext } from './context.ts';
import { openVisitorSession, openedApplication } from './visitorSession.ts';
import type { VisitorMailer } from './visitorMail.ts';
import { openedSchema } from './visitorSchemas.ts';
import { visitorTextIn } from './visitorTexts.ts';

interface Body {
  Code: string;
  Name: string;
  SessionId: number;
  EmailOtpCode: string;
  SmsOtpCode?: string | null;
  LanguageCode?: string | null;
  PortalUrl?: string;
  Address: { Street: string; Postcode: string; City: string };
}

/** The request's names of an address's parts. */
const ADDRESS_FIELDS: Readonly<Record<AddressPart, 'Street' | 'Postcode' | 'City'>> = { street: 'Street', postcode: 'Postcode', city: 'City' };

const NAME_MAX = 100;

export function visitorStartRoute(app: FastifyInstance, context: FamilyContext, mailer: VisitorMailer): void {
  const { store, registry, visitors } = context;
  app.post<{ Body: Body }>('/VisitorFamilyApplication/Start', {
    schema: {
      tags: ['FamilyApplication'],
      operationId: 'visitorFamilyApplicationStart',
      summary: 'A visitor starts a draft of a family open to visitors',
      description:
        'Anonymous. The visitor proves the contacts of the OTP session `SessionId` (/Session/Create with the e-mail, and the ' +
        'mobile number when given): `EmailOtpCode` must be its live e-mail code and, when the session has a mobile number, ' +
        '`SmsOtpCode` its SMS code; the codes are used up and the session ends (one verification, one draft: a replay answers ' +
        '14). Creates an empty draft (stage SAVED) of family `Code`, which must be enabled and open to visitors ' +
        '(`visitorAllowed`), owned by a user of its own that can never sign in; e-mails the visitor a link ' +
        '`/visitorApplication/{key}` on `PortalUrl` (docs/applicationFamilies.md "Visitors") and signs the request in as that ' +
        'user (`UTILITY_SESSION`): the usual application calls then serve this application only. Status 1 for a family not open ' +
        'to visitors, a missing or too long `Name` (100), an incomplete `Address` (each part needed, a 4-digit postcode, at most 200 ' +
        'characters a part; `field` names the part, `Address.Postcode`) or a session without e-mail; 14 (also an unknown or expired session), 15, 16 for a code.',
      body: {
        type: 'object',
        required: ['Code', 'Name', 'SessionId', 'EmailOtpCode', 'Address'],
        properties: {
          Code: { ...string('The family\'s code.'), maxLength: 100 },
          Name: { ...string('The visitor\'s full name, at most 100 characters.'), maxLength: 200 },
          SessionId: integer('Id from /Session/Create.'),
          EmailOtpCode: { ...string('The session\'s e-mail code.'), maxLength: 20 },
          SmsOtpCode: nullableString('The session\'s SMS code, required when the session has a mobile number.'),
          LanguageCode: nullableString('Language of the texts and e-mails (en, el, ru, ar).'),
          PortalUrl: portalUrlField,
          Address: {
            type: 'object',
            required: ['Street', 'Postcode', 'City'],
            additionalProperties: false,
            description: 'The visitor\'s postal address, printed with the name on the issued document.',
            properties: {
              Street: { ...string('Street and number.'), maxLength: 400 },
              Postcode: { ...string('Postcode, 4 digits.'), maxLength: 40 },
              City: { ...string('City or community.'), maxLength: 400 },
            },
          },
        },
      },
      response: responses(
        envelopeWith(
          {
            ...openedSchema,
            key: string('A resume key (the e-mail carries another one).'),
            field: string('With status 1 for the address: the part refused (`Address.Street`, `Address.Postcode`, `Address.City`).'),
          },
          'The draft.',
        ),
      ),
    },
    handler: async (request, reply) => {
      const body = request.body;
      const language = isLanguage(body.LanguageCode) ? body.LanguageCode : requestLanguage(request);
      const text = (key: Parameters<typeof visitorTextIn>[1]) => visitorTextIn(language, key);
      const offered = visibleCodes(context, request).includes(body.Code) && registry.source(body.Code)?.visitorAllowed === true;
      const family = offered ? registry.localized(body.Code, language) : undefined;
      if (family === undefined) return fail(STATUS_FAILED, text('notOpenToVisitors'));
      const name = body.Name.trim();
      if (name === '' || name.length > NAME_MAX) return fail(STATUS_FAILED, text('nameRequired'));
      const address = { street: body.Address.Street.trim(), postcode: body.Address.Postcode.trim(), city: body.Address.City.trim() };
      const [problem] = addressProblems(address, true, (part) => `Address.${ADDRESS_FIELDS[part]}`);
      if (problem !== undefined) return { ...fail(STATUS_FAILED, problemText(language, problem)), field: problem.path };

      const session = store.otpSessions.findLive(body.SessionId, store.clock().toISOString());
      if (!session) return otpFailure(language, 'invalid');
      if (!session.email) return fail(STATUS_FAILED, text('emailRequired'));
      const codes = [
        { otpCodeType: OTP_CODE_TYPE_EMAIL, code: body.EmailOtpCode },
        ...(session.mobile_no ? [{ otpCodeType: OTP_CODE_TYPE_PHONE, code: body.SmsOtpCode ?? '' }] : []),
      ];
      const failure = spendSessionCodes(store, session.id, codes);
      if (failure !== undefined) return otpFailure(language, failure);

      const moment = store.clock().toISOString();
      const visitor = visitors.create({
        name,
        address,
        email: session.email,
        mobileNo: session.mobile_no,
        portalUrl: body.PortalUrl ?? null,
        language,
        moment,
        createApplication: (userId) =>
          store.familyApplications.create({
            userId,
            applicationType: family.applicationType,
            name: family.name,
            code: family.code,
            language,
            values: {},
            documents: family.documents,
            moment,
          }),
      });
      const key = mailer.send(visitor, 'started');
      openVisitorSession(store, request, reply, visitor);
      return ok({ ...openedApplication(visitor), key });
    },
  });
}
