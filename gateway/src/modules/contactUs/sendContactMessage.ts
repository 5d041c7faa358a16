import { requireUser } from '../../context.ts';
import { textFieldErrors } from '../../i18n/formChecks.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { userError } from '../../userErrors.ts';
import { toAccountModel } from '../account/accountModel.ts';
import { refusalsOf } from '../auth/upstreamRefusal.ts';
import { sendContactUs } from './api.ts';
import { contactMessage } from './contactMessages.ts';
import { accountLoader } from '../account/accountLoader.ts';
import { profileLoader } from '../auth/profileLoader.ts';

/** Limits of the contact form, the same as the reference API's (`utility-api/README.md`, Contact us). */
const SUBJECT_MAX_LENGTH = 200;
const MESSAGE_MAX_LENGTH = 4000;

/** Checks the form, then sends it; every expected failure names its field so the form keeps what was typed. */
const sendContactMessage: ResolverOf<'Mutation', 'sendContactMessage'> = async (
  _,
  { input },
  ctx,
) => {
  const session = requireUser(ctx);
  // `000 §3` showContactUsEmail: the profile is offered the contact form (else contactUsUrl, the utility's own page).
  const profile = await profileLoader(ctx).load(session.data.username);
  if (profile.showContactUsEmail !== true) return { reference: null, userErrors: [userError('NOT_ALLOWED', contactMessage('notOffered', ctx.language))] };
  const subject = input.subject.trim();
  const message = input.message.trim();
  const errors = [
    ...textFieldErrors(ctx.language, 'subject', subject, SUBJECT_MAX_LENGTH),
    ...textFieldErrors(ctx.language, 'message', message, MESSAGE_MAX_LENGTH),
  ];
  let accountId: number | null = null;
  if (input.accountId) {
    accountId = Number(fromGlobalId(input.accountId, 'Account'));
    const account = Number.isSafeInteger(accountId) ? await accountLoader(ctx).load(accountId) : null;
    if (account === null || toAccountModel(account) === null) {
      errors.push(userError('NOT_FOUND', contactMessage('accountNotFound', ctx.language), 'accountId'));
    }
  }
  if (errors.length > 0) return { reference: null, userErrors: errors };
  let reference: string | null = null;
  const refusals = await refusalsOf(async () => {
    reference = await sendContactUs(ctx.upstream, { subject, message, accountId });
  });
  return { reference, userErrors: refusals };
};

export const contactUsResolvers: Resolvers = {
  Mutation: { sendContactMessage },
};
