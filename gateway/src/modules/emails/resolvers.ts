import { requireUser, type GatewayContext } from '../../context.ts';
import { resolveConnection } from '../../relay/connection.ts';
import { fromGlobalId, toGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { userError } from '../../userErrors.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { getEmails, markEmailRead as markRead } from './api.ts';
import { dayRange } from './dayRange.ts';
import { toEmailModel, type EmailModel } from './emailModel.ts';
import { emailLoader } from './emailLoader.ts';

const id: ResolverOf<'Email', 'id'> = (email) => toGlobalId('Email', String(email.emailId));

/** List items carry a preview only; the body comes from `/Email/GetItem` through the loader. */
const body: ResolverOf<'Email', 'body'> = async (email, _, ctx) => {
  if (email.body !== undefined) return email.body;
  return (await emailLoader(ctx).load(email.emailId))?.body ?? '';
};

/** The viewer's e-mails in a range; the upstream lists only the session customer's own. */
const emails: ResolverOf<'User', 'emails'> = (_, args, ctx) => {
  requireUser(ctx);
  const range = dayRange(args.from, args.to);
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getEmails(ctx.upstream, range, page, pageSize);
    return { total: result.total, items: result.items.map(toEmailModel) };
  });
};

async function loadEmail(ctx: GatewayContext, key: string): Promise<EmailModel | null> {
  const emailId = Number(key);
  if (!Number.isSafeInteger(emailId)) return null;
  const email = await emailLoader(ctx).load(emailId);
  return email === null ? null : toEmailModel(email);
}

const NOT_FOUND = 'This e-mail does not exist or is not yours.';

const markEmailRead: ResolverOf<'Mutation', 'markEmailRead'> = async (_, { input }, ctx) => {
  requireUser(ctx);
  const key = fromGlobalId(input.emailId, 'Email');
  const emailId = Number(key);
  if (key === undefined || !Number.isSafeInteger(emailId) || !(await markRead(ctx.upstream, emailId))) {
    return { email: null, userErrors: [userError('NOT_FOUND', NOT_FOUND, 'emailId')] };
  }
  emailLoader(ctx).clear(emailId);
  return { email: await loadEmail(ctx, String(emailId)), userErrors: [] };
};

export const emailsResolvers: Resolvers = {
  Email: { id, body },
  User: { emails },
  Mutation: { markEmailRead },
};

/** E-mails refetched by id: the upstream refuses other customers' e-mails, which become null. */
export const emailNode: NodeType = { type: 'Email', load: loadEmail };
