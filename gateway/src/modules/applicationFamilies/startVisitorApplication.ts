import type { UserErrorCode } from '../../__generated__/resolvers.ts';
import type { LanguageCode } from '../../request/language.ts';
import { addressProblems, type PostalAddress } from '../../../../shared/applicationForms/postalAddress.ts';
import { problemText, type ProblemCode } from '../../../../shared/applicationForms/problems.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { textFieldErrors } from '../../i18n/formChecks.ts';
import { VIEWER } from '../auth/viewer.ts';
import { userError, type UserError } from '../../userErrors.ts';
import type { ApplicationModel } from '../applications/applicationModel.ts';
import { loadApplication } from '../applications/resolvers.ts';
import { withCodeCheck } from '../otpSession/codeAttempts.ts';
import { otpSessionMessage } from '../otpSession/messages.ts';
import { submitOnce } from '../otpSession/submitOnce.ts';
import { getFamilies } from './api.ts';
import { familyMessage } from './familyMessages.ts';
import { isPossibleFamilyCode } from './saveInput.ts';
import { startVisitor, type OpenedVisitorApplication } from './visitorApi.ts';
import { holdVisitorApplication, visitorUpstream } from './visitorHold.ts';

/** As the utility allows (utility-api/README.md "Visitors' applications"). */
const NAME_MAX = 100;
/** OTP inputs are numeric with at most 6 characters (`002 §5`). */
const OTP_CODE = /^\d{1,6}$/;
const ADDRESS_ERROR_CODES: Partial<Record<ProblemCode, UserErrorCode>> = { required: 'MANDATORY_FIELD', tooLong: 'TOO_LONG' };

/** The shared rule of an address (shared/applicationForms/postalAddress.ts) as user errors of `address.<part>`. */
function addressErrors(language: LanguageCode, address: PostalAddress): UserError[] {
  return addressProblems(address, true, (part) => `address.${part}`).map((problem) =>
    userError(ADDRESS_ERROR_CODES[problem.code] ?? 'INVALID_INPUT', problemText(language, problem), problem.path),
  );
}

const refused = (...userErrors: UserError[]) => ({ viewer: VIEWER, application: null, userErrors });

/**
 * A visitor starts a draft of a family open to visitors (docs/applicationFamilies.md "Visitors"): the OTP
 * session proves the e-mail (and mobile number) once — one session, one draft, a retry with the same
 * `idempotencyKey` answered as the first, each try counted against the session's code budget — and the
 * viewer then holds the draft (./visitorHold.ts).
 */
export const startVisitorApplication: ResolverOf<'Mutation', 'startVisitorApplication'> = async (_, { input }, ctx) => {
  const code = input.familyCode.trim();
  const name = input.name.trim();
  const address = { street: input.address?.street.trim() ?? '', postcode: input.address?.postcode.trim() ?? '', city: input.address?.city.trim() ?? '' };
  const errors = [...textFieldErrors(ctx.language, 'name', name, NAME_MAX), ...addressErrors(ctx.language, address)];
  const codeError = (field: string) => userError('INVALID_INPUT', otpSessionMessage('otpValidationFailed', ctx.language), field);
  if (!OTP_CODE.test(input.emailCode.trim())) errors.push(codeError('emailCode'));
  if (input.smsCode != null && input.smsCode.trim() !== '' && !OTP_CODE.test(input.smsCode.trim())) errors.push(codeError('smsCode'));
  if (errors.length > 0) return refused(...errors);
  const upstream = visitorUpstream(ctx);
  // The families a visitor may apply to are those the utility lists to a request without a session.
  const offered = isPossibleFamilyCode(code) && (await getFamilies(upstream)).some((family) => family.code === code && family.visitorAllowed);
  if (!offered) return refused(userError('NOT_FOUND', familyMessage(ctx.language, 'familyNotFound'), 'familyCode'));

  const sessionExpired = userError('SESSION_EXPIRED', otpSessionMessage('sessionExpired', ctx.language), 'token');
  const outcome = await submitOnce<OpenedVisitorApplication>(ctx, 'visitorApplication', input, sessionExpired, (sessionId) =>
    withCodeCheck(ctx, sessionId, 'emailCode', () =>
      startVisitor(upstream, {
        Code: code,
        Name: name,
        Address: { Street: address.street, Postcode: address.postcode, City: address.city },
        SessionId: sessionId,
        EmailOtpCode: input.emailCode.trim(),
        SmsOtpCode: input.smsCode?.trim() || null,
        LanguageCode: ctx.language,
        ...(ctx.services.publicUrl.value === undefined ? {} : { PortalUrl: ctx.services.publicUrl.value }),
      }),
    ),
  );
  if ('userErrors' in outcome) return refused(...outcome.userErrors);
  let application: ApplicationModel | null;
  if (!outcome.replayed) application = await holdVisitorApplication(ctx, upstream, outcome.created);
  // A retry of the start answers the draft to the viewer that holds it (the first request's browser).
  else application = ctx.session?.data.visitor?.portalApplicationId === outcome.created.id ? await loadApplication(ctx, outcome.created.id) : null;
  if (application === null) return refused(userError('SESSION_USED', otpSessionMessage('sessionUsed', ctx.language), 'token'));
  return { viewer: VIEWER, application, userErrors: [] };
};
