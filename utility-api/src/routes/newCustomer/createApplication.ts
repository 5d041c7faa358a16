import { isPhoneNumberDigits } from '../../../../shared/contacts.ts';
import type { FastifyInstance } from 'fastify';
import { isValidEmail, phoneDigits } from '../../auth/contactDetails.ts';
import { otpFailure } from '../../auth/oneTimeCodes.ts';
import { spendSessionCodes } from '../../auth/otpSessions.ts';
import { OTP_CODE_TYPE_EMAIL, OTP_CODE_TYPE_PHONE, type Language } from '../../domain/constants.ts';
import { STATUS_INVALID_REQUEST, STATUS_OTP_EXPIRED, STATUS_OTP_INVALID, STATUS_OTP_LOCKED, fail, ok } from '../../http/envelope.ts';
import { envelopeWith, integer, responses } from '../../http/schemas.ts';
import { acceptedContentType } from '../../store/fileSignature.ts';
import type { NewCustomerStore, StoredFile } from '../../store/newCustomer.ts';
import type { Store } from '../../store/store.ts';
import { integerField, readMultipartForm, type MultipartForm } from '../applications/multipartForm.ts';
import { ACCOUNT_TYPE_INDIVIDUAL, FORM_FIELDS, NEW_CUSTOMER_FILE_EXTENSIONS } from './rules.ts';
import { callLanguage, newCustomerText } from './texts.ts';

const first = (form: MultipartForm, name: string): string => form.fields[name]?.[0]?.trim() ?? '';

/** The first 002 §5 rule the form breaks, as its field name, or undefined. */
function invalidField(form: MultipartForm): string | undefined {
  const accountType = integerField(form, 'AccountType');
  if (accountType === undefined) return 'AccountType';
  if (integerField(form, 'ConsumerType') === undefined) return 'ConsumerType';
  if (first(form, 'Surname') === '') return 'Surname';
  if (accountType === ACCOUNT_TYPE_INDIVIDUAL && first(form, 'Initial') === '') return 'Initial';
  if (!isPhoneNumberDigits(phoneDigits(first(form, 'CellTelNo')))) return 'CellTelNo';
  if (!isValidEmail(first(form, 'Email'))) return 'Email';
  return undefined;
}

function acceptedFiles(form: MultipartForm): StoredFile[] | undefined {
  const stored: StoredFile[] = [];
  for (const file of form.files) {
    const contentType = acceptedContentType(file.fileName, file.content, NEW_CUSTOMER_FILE_EXTENSIONS);
    if (contentType === null) return undefined;
    stored.push({ fileName: file.fileName, contentType, content: file.content });
  }
  return stored;
}

export function createApplicationRoute(app: FastifyInstance, store: Store, newCustomers: NewCustomerStore): void {
  app.post('/NewCustomer/CreateApplication', {
    schema: {
      tags: ['NewCustomer'],
      operationId: 'newCustomerCreateApplication',
      summary: 'Submit a new customer application',
      description:
        'multipart/form-data: `SessionId`, `EmailOtpCode`, `SmsOtpCode` (when `ConsentReceiveSms` is true), `LanguageCode`, ' +
        'the form fields of 002 §3 and `Files` (repeated; .pdf .jpg .jpeg .png by content, at most 4,000,000 bytes each). ' +
        'The codes are those of the live OTP session; an accepted application uses them up and ends the session, so one ' +
        'verification yields one application. Answers the new application id in `id`. Status 15 when the session ' +
        'expired or already made its application, 14 when a code is wrong, 16 when it is locked after 5 wrong attempts, ' +
        '2 for a missing or invalid field or a refused file (nothing is stored). Anonymous.',
      consumes: ['multipart/form-data'],
      response: responses(envelopeWith({ id: integer('The application id.') }, 'The new application.')),
    },
    handler: async (request, reply) => {
      const form = await readMultipartForm(request);
      const lang: Language = callLanguage(request, typeof form === 'object' ? first(form, 'LanguageCode') : undefined);
      const refuse = (status: number, text: string) => reply.code(status === STATUS_INVALID_REQUEST ? 400 : 200).send(fail(status, text));
      if (form === 'tooBig') return refuse(STATUS_INVALID_REQUEST, newCustomerText(lang, 'fileTooBig'));
      if (form === 'tooMany') return refuse(STATUS_INVALID_REQUEST, newCustomerText(lang, 'invalidData'));
      const files = acceptedFiles(form);
      if (files === undefined) return refuse(STATUS_INVALID_REQUEST, newCustomerText(lang, 'fileTypeNotAllowed'));
      const invalid = invalidField(form);
      if (invalid !== undefined) return refuse(STATUS_INVALID_REQUEST, `${newCustomerText(lang, 'mandatory')}: ${invalid}`);

      const sessionId = integerField(form, 'SessionId');
      const now = store.clock().toISOString();
      if (sessionId === undefined || store.otpSessions.findLive(sessionId, now) === undefined) {
        return refuse(STATUS_OTP_EXPIRED, newCustomerText(lang, 'sessionExpired'));
      }
      const codes = [{ otpCodeType: OTP_CODE_TYPE_EMAIL, code: first(form, 'EmailOtpCode') }];
      if (first(form, 'ConsentReceiveSms') === 'true') codes.push({ otpCodeType: OTP_CODE_TYPE_PHONE, code: first(form, 'SmsOtpCode') });
      const failure = spendSessionCodes(store, sessionId, codes);
      if (failure === 'locked') return refuse(STATUS_OTP_LOCKED, otpFailure(lang, 'locked').text);
      if (failure !== undefined) return refuse(STATUS_OTP_INVALID, newCustomerText(lang, 'codeInvalid'));

      const fields: Record<string, string> = {};
      for (const name of FORM_FIELDS) if (form.fields[name]?.[0] !== undefined) fields[name] = first(form, name);
      const id = newCustomers.create({ sessionId, language: lang, fields, createdAt: now }, files);
      return ok({ id });
    },
  });
}
