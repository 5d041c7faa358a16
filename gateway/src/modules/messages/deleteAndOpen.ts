import { requireUser } from '../../context.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { isNotFound } from '../../upstream/UpstreamError.ts';
import { userError } from '../../userErrors.ts';
import { loadApplication } from '../applications/resolvers.ts';
import { attachmentText } from '../attachments/attachmentTexts.ts';
import { deleteMessage, openMessage } from './api.ts';
import { editableMessage } from './editApplicationMessage.ts';
import { toMessageModel } from './messageModel.ts';
import { publishMessagesChanged } from './publish.ts';

/** Deletes the viewer's own unread message (`002 §2` delete with confirmation). */
export const deleteApplicationMessage: ResolverOf<'Mutation', 'deleteApplicationMessage'> = async (
  _,
  { input },
  ctx,
) => {
  requireUser(ctx);
  const message = await editableMessage(ctx, input.messageId);
  if ('code' in message) return { deletedMessageId: null, application: null, userErrors: [message] };
  const deleted = await deleteMessage(ctx.upstream, message.messageId);
  publishMessagesChanged(ctx, deleted.affectedUsers);
  return { deletedMessageId: input.messageId, application: await loadApplication(ctx, message.portalApplicationId), userErrors: [] };
};

/** Opens a message: GetItem marks a message addressed to the viewer read (`002 §4`). */
export const openApplicationMessage: ResolverOf<'Mutation', 'openApplicationMessage'> = async (
  _,
  { input },
  ctx,
) => {
  const session = requireUser(ctx);
  const messageId = Number(fromGlobalId(input.messageId, 'ApplicationMessage'));
  const notFound = { message: null, userErrors: [userError('NOT_FOUND', attachmentText('notFound', ctx.language), 'messageId')] };
  if (!Number.isSafeInteger(messageId)) return notFound;
  try {
    const opened = await openMessage(ctx.upstream, messageId);
    publishMessagesChanged(ctx, opened.affectedUsers);
    const message = toMessageModel(opened.item);
    // The upstream answers the message as it was; an employee reads customer messages, a customer staff ones.
    const addressedToViewer = message.fromCustomer === (session.data.role === 1);
    return { message: { ...message, unread: message.unread && !addressedToViewer }, userErrors: [] };
  } catch (error) {
    if (isNotFound(error)) return notFound;
    throw error;
  }
};
