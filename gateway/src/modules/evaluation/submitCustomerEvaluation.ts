import type { ResolversParentTypes, SubmitCustomerEvaluationInput } from '../../__generated__/resolvers.ts';
import { formMessage, textFieldErrors } from '../../i18n/formChecks.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { withCodeCheck } from '../otpSession/codeAttempts.ts';
import { submitOnce } from '../otpSession/submitOnce.ts';
import { loadSettings } from '../settings/sharedSettings.ts';
import { createEvaluation, getEvaluation } from './api.ts';
import { evaluationMessage } from './evaluationMessages.ts';
import { toEvaluationModel } from './evaluationModel.ts';

/** Limits of the evaluation form, the reference API's (`utility-api/README.md`, Customer evaluation). */
const EVALUATION_LIMITS = { name: 100, address: 200, occupantsMax: 50, consumptionMax: 1_000_000 } as const;
const POSTAL_CODE = /^\d{4}$/;

/** Every problem of the form at once, each naming its field, so the form keeps what was typed. */
function inputErrors(input: SubmitCustomerEvaluationInput, language: Parameters<typeof evaluationMessage>[1]): UserError[] {
  const errors: UserError[] = [];
  for (const field of ['name', 'address'] as const) {
    errors.push(...textFieldErrors(language, field, input[field].trim(), EVALUATION_LIMITS[field]));
  }
  if (!POSTAL_CODE.test(input.postalCode.trim())) errors.push(userError('INVALID_INPUT', evaluationMessage('postalCode', language), 'postalCode'));
  if (input.occupants < 1 || input.occupants > EVALUATION_LIMITS.occupantsMax) {
    errors.push(userError('INVALID_INPUT', evaluationMessage('occupants', language), 'occupants'));
  }
  const consumption = input.estimatedMonthlyConsumption;
  if (consumption !== null && consumption !== undefined && (consumption < 0 || consumption > EVALUATION_LIMITS.consumptionMax)) {
    errors.push(userError('INVALID_INPUT', evaluationMessage('consumption', language), 'estimatedMonthlyConsumption'));
  }
  if (!input.consentTerms) errors.push(userError('INVALID_INPUT', evaluationMessage('consentTerms', language), 'consentTerms'));
  return errors;
}

const refused = (userErrors: UserError[]): ResolversParentTypes['SubmitCustomerEvaluationPayload'] => ({ accessKey: null, evaluation: null, userErrors });

/**
 * One evaluation per OTP session, its codes checked once against the session's code budget; a retry with
 * the same `idempotencyKey` answers the first evaluation.
 */
export const submitCustomerEvaluation: ResolverOf<'Mutation', 'submitCustomerEvaluation'> = async (
  _,
  { input },
  ctx,
) => {
  // The setting holds here too, not only in the client's menu (`000 §3` newCustomerEvaluationApplication).
  if (!(await loadSettings(ctx)).newCustomerEvaluationApplication) return refused([userError('NOT_ALLOWED', evaluationMessage('notOffered', ctx.language))]);
  const errors = inputErrors(input, ctx.language);
  if (errors.length > 0) return refused(errors);
  const expired = userError('SESSION_EXPIRED', formMessage('sessionExpired', ctx.language), 'token');
  const outcome = await submitOnce(ctx, 'customerEvaluation', input, expired, (sessionId) =>
    withCodeCheck(ctx, sessionId, null, async () => {
      const created = await createEvaluation(ctx.upstream, {
        languageCode: ctx.language,
        sessionId,
        emailCode: input.emailCode.trim(),
        smsCode: input.smsCode?.trim() || null,
        name: input.name.trim(),
        address: input.address.trim(),
        postalCode: input.postalCode.trim(),
        supplyType: input.supplyType.toLowerCase(),
        propertyType: input.propertyType.toLowerCase(),
        usageType: input.usageType.toLowerCase(),
        occupants: input.occupants,
        estimatedMonthlyConsumption: input.estimatedMonthlyConsumption ?? null,
        consentTerms: input.consentTerms,
        consentContactByEmail: input.consentContactByEmail,
        consentContactBySms: input.consentContactBySms,
      });
      return created.accessKey;
    }),
  );
  if ('userErrors' in outcome) return refused(outcome.userErrors);
  const accessKey = outcome.created;
  return { accessKey, evaluation: toEvaluationModel(await getEvaluation(ctx.upstream, accessKey)), userErrors: [] };
};
