import { requireUser, type GatewayContext } from '../../context.ts';
import type { FileDownload } from '../../files/fileDownload.ts';
import { resolveConnection } from '../../relay/connection.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { loadApplication } from '../applications/resolvers.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { getMessages, getUnreadMessages, peekMessage } from './api.ts';
import { toMessageModel, type ApplicationMessageModel } from './messageModel.ts';

/** `002 §9`: the messages panel shows 5 messages per page. */
const MESSAGES_PAGE_SIZE = 5;

const id: ResolverOf<'ApplicationMessage', 'id'> = (message) =>
  toGlobalId('ApplicationMessage', String(message.messageId));

const application: ResolverOf<'ApplicationMessage', 'application'> = (message, _, ctx) =>
  loadApplication(ctx, message.portalApplicationId);

/**
 * 002 §8: a refused message list is emptied and its text shown, instead of failing the application's
 * screen; an unreachable utility still fails the request.
 */
const messages: ResolverOf<'Application', 'messages'> = async (app, args, ctx) => {
  requireUser(ctx);
  try {
    return await resolveConnection({ first: args.first ?? MESSAGES_PAGE_SIZE, after: args.after }, async (page, pageSize) => {
      const result = await getMessages(ctx.upstream, app.portalApplicationId, page, pageSize);
      return { total: result.total, items: result.items.map(toMessageModel) };
    });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
    const pageInfo = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
    return { edges: [], pageInfo, totalCount: 0, loadProblem: error.text };
  }
};

const unreadMessages: ResolverOf<'User', 'unreadMessages'> = (_, args, ctx) => {
  requireUser(ctx);
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getUnreadMessages(ctx.upstream, page, pageSize);
    return { total: result.total, items: result.items.map(toMessageModel) };
  });
};

export async function loadMessage(ctx: GatewayContext, messageId: number): Promise<ApplicationMessageModel | null> {
  if (!Number.isSafeInteger(messageId)) return null;
  const item = await peekMessage(ctx.upstream, messageId);
  return item === null ? null : toMessageModel(item);
}

export const messageResolvers: Resolvers = {
  ApplicationMessage: { id, application },
  Application: { messages },
  User: { unreadMessages },
};

/** Refetching a message never marks it read; the upstream refuses other customers' messages (null). */
export const messageNode: NodeType = {
  type: 'ApplicationMessage',
  load: (ctx, key) => loadMessage(ctx, Number(key)),
};

/** `/files/message-attachment/<id>`: the upstream checks that the viewer may read the message. */
export const messageAttachmentDownload: FileDownload = {
  kind: 'message-attachment',
  async fetch(ctx, key) {
    const attachmentId = Number(key);
    if (ctx.session === undefined || !/^\d+$/.test(key) || !Number.isSafeInteger(attachmentId)) return null;
    return ctx.upstream.download('/ApplicationMessageAttachment/Download', { Value: attachmentId });
  },
};

