import type { NewCustomerAddressInput, SubmitNewCustomerApplicationInput } from '../../__generated__/resolvers.ts';
import type { GatewayContext } from '../../context.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { nativeFile } from '../attachments/nativeFile.ts';
import { codeCheckSucceeded, limitCodeCheck } from '../otpSession/codeAttempts.ts';
import { otpSessionMessage } from '../otpSession/messages.ts';
import { submitOnce, type CreateOutcome } from '../otpSession/submitOnce.ts';
import { loadSettings } from '../settings/sharedSettings.ts';
import { createApplication, getCustomFields, saveCustomFieldValues, type UpstreamCustomValue } from './api.ts';
import { customValue, fileErrors, formErrors } from './checks.ts';
import { newCustomerMessage } from './messages.ts';
import { newCustomerOffered } from './offered.ts';
import { REGISTRATION_COMPLETE_TEXT_ID } from './rules.ts';
import { textLoader } from '../texts/textLoader.ts';

function addressFields(prefix: '' | 'Personal', address: NewCustomerAddressInput | null | undefined): Array<[string, string]> {
  if (!address) return [];
  const key = (name: string) => (prefix === '' ? name : `${prefix}${name}`);
  const fields: Array<[string, string | null | undefined]> = [
    [prefix === '' ? 'AddressType' : 'PersonalAddressType', address.addressType?.toString()],
    ...(address.lines ?? []).slice(0, 5).map((line, index): [string, string] => [`${prefix}Address${index + 1}`, line]),
    [key('CareOf'), address.careOf], [key('FlatName'), address.flatName], [key('FlatNo'), address.flatNo],
    [key('HouseNo'), address.houseNo], [key('Code'), address.code],
  ];
  return fields.flatMap(([name, value]) => (value == null ? [] : [[name, value]]));
}

/** The multipart form of `002 §7` CreateApplication: session fields, the `002 §3` form fields, Files. */
async function applicationForm(input: SubmitNewCustomerApplicationInput, sessionId: number, ctx: GatewayContext): Promise<FormData> {
  const form = new FormData();
  const fields: Array<[string, string | number | boolean | null | undefined]> = [
    ['SessionId', sessionId], ['EmailOtpCode', input.emailCode], ['SmsOtpCode', input.smsCode], ['LanguageCode', ctx.language],
    ['PortalApplicationId', -1], ['AccountType', input.accountType], ['IsCompany', input.accountType === 1],
    ['ConsumerType', input.consumerType], ['Title', input.title], ['Initial', input.initial], ['Surname', input.surname],
    ['Email', input.email.trim()], ['IdNo', input.idNo], ['IdTypeId', input.idTypeId], ['TaxNo', input.taxNo],
    ['BirthDate', input.birthDate], ['Gender', input.gender], ['TelNo', input.telNo], ['CellTelNo', input.cellTelNo],
    ['WorkTelNo', input.workTelNo], ['FaxNo', input.faxNo], ['NoSms', !input.consentReceiveSms],
    ['ConsentReceiveEmail', true], ['ConsentReceiveSms', input.consentReceiveSms],
  ];
  for (const [name, value] of fields) if (value != null) form.append(name, String(value));
  for (const [name, value] of [...addressFields('', input.mailingAddress), ...addressFields('Personal', input.personalAddress)]) form.append(name, value);
  for (const file of input.files ?? []) form.append('Files', await nativeFile(file), file.name);
  return form;
}

function createFailure(error: unknown, ctx: GatewayContext): UserError[] {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
  if (error.status === UPSTREAM_STATUS.otpExpired) return [userError('SESSION_EXPIRED', newCustomerMessage('sessionExpired', ctx.language), 'token')];
  if (error.status === UPSTREAM_STATUS.otpInvalid) return [userError('OTP_INVALID', newCustomerMessage('codeInvalid', ctx.language), 'emailCode')];
  if (error.status === UPSTREAM_STATUS.otpLocked) return [userError('OTP_LOCKED', otpSessionMessage('otpLocked', ctx.language), 'emailCode')];
  return [userError('REJECTED', error.text, null)];
}

interface Created {
  applicationId: number;
  customValuesFailed: boolean;
}

/** CreateApplication with the session's codes (one check of its code budget), then SaveCustomFieldValues. */
async function create(input: SubmitNewCustomerApplicationInput, values: UpstreamCustomValue[], sessionId: number, ctx: GatewayContext): Promise<CreateOutcome<Created>> {
  const limited = await limitCodeCheck(ctx, sessionId);
  if (limited !== undefined) return { userErrors: [limited] };
  let applicationId: number;
  try {
    applicationId = await createApplication(ctx.upstream, await applicationForm(input, sessionId, ctx));
  } catch (error) {
    return { userErrors: createFailure(error, ctx) };
  }
  await codeCheckSucceeded(ctx, sessionId);
  let customValuesFailed = false;
  if (values.length > 0) {
    try {
      await saveCustomFieldValues(ctx.upstream, applicationId, values, ctx.language);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
      customValuesFailed = true;
    }
  }
  return { created: { applicationId, customValuesFailed } };
}

/**
 * `002 §4` Submission: every `002 §5` rule and every file is checked first, so a refused submission stores
 * nothing; then CreateApplication (multipart) with the session's codes, then SaveCustomFieldValues. One
 * application per OTP session; a retry with the same `idempotencyKey` answers the first application.
 */
export async function submitNewCustomerApplication(_: unknown, { input }: { input: SubmitNewCustomerApplicationInput }, ctx: GatewayContext) {
  const failed = (userErrors: UserError[]) => ({ applicationId: null, successMessage: null, userErrors });
  if (!(await newCustomerOffered(ctx))) return failed([userError('NOT_ALLOWED', newCustomerMessage('notOffered', ctx.language))]);
  const [settings, fields] = await Promise.all([loadSettings(ctx), getCustomFields(ctx.upstream, ctx.language)]);
  const errors = [...formErrors(input, settings, ctx.language), ...(await fileErrors(input.files ?? [], ctx.language))];
  const given = new Map((input.customFieldValues ?? []).map((value) => [value.customFieldId, value]));
  const values: UpstreamCustomValue[] = [];
  for (const field of fields) {
    const value = customValue(field, given.get(field.customFieldId), ctx.language);
    if (value === null) continue;
    if ('code' in value) errors.push(value);
    else values.push(value);
  }
  if (input.consentReceiveSms && (input.smsCode ?? '').trim() === '') errors.push(userError('MANDATORY_FIELD', newCustomerMessage('mandatory', ctx.language), 'smsCode'));
  if (input.emailCode.trim() === '') errors.push(userError('MANDATORY_FIELD', newCustomerMessage('mandatory', ctx.language), 'emailCode'));
  if (errors.length > 0) return failed(errors);

  const expired = userError('SESSION_EXPIRED', newCustomerMessage('sessionExpired', ctx.language), 'token');
  const outcome = await submitOnce(ctx, 'newCustomerApplication', input, expired, (sessionId) => create(input, values, sessionId, ctx));
  if ('userErrors' in outcome) return failed(outcome.userErrors);
  const { applicationId, customValuesFailed } = outcome.created;
  const userErrors = customValuesFailed
    ? [userError('CUSTOM_VALUES_FAILED', newCustomerMessage('customValuesFailed', ctx.language), 'customFieldValues')]
    : [];
  const successMessage = await textLoader(ctx).load(REGISTRATION_COMPLETE_TEXT_ID);
  return { applicationId, successMessage, userErrors };
}
