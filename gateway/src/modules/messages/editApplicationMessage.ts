import { requireUser, type GatewayContext } from '../../context.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { attachmentText } from '../attachments/attachmentTexts.ts';
import { messageFileErrors } from '../attachments/checkFiles.ts';
import { processAttachments, updateMessage } from './api.ts';
import { toCrlf, type ApplicationMessageModel } from './messageModel.ts';
import { publishMessagesChanged } from './publish.ts';
import { loadMessage } from './resolvers.ts';

/** The viewer's own unread message behind a global id, or the user error that says why not (`002 §4`). */
export async function editableMessage(ctx: GatewayContext, globalId: string): Promise<ApplicationMessageModel | UserError> {
  const message = await loadMessage(ctx, Number(fromGlobalId(globalId, 'ApplicationMessage')));
  if (message === null) return userError('NOT_FOUND', attachmentText('notFound', ctx.language), 'messageId');
  if (!message.editable) return userError('NOT_EDITABLE', attachmentText('notEditable', ctx.language), 'messageId');
  return message;
}

/** Update, then ProcessAttachments; everything is checked before either call (`002 §4`, `§5`). */
export const editApplicationMessage: ResolverOf<'Mutation', 'editApplicationMessage'> = async (
  _,
  { input },
  ctx,
) => {
  requireUser(ctx);
  const failed = (userErrors: UserError[]) => ({ message: null, userErrors });
  const text = input.text.trim();
  if (text === '') return failed([userError('NO_MESSAGE', attachmentText('noMessage', ctx.language), 'text')]);
  const message = await editableMessage(ctx, input.messageId);
  if ('code' in message) return failed([message]);
  const existing = message.attachments.map((file) => file.attachmentId);
  const deleteIds = (input.deleteAttachmentIds ?? []).filter((id) => existing.includes(id));
  const uploads = input.addAttachments ?? [];
  const fileErrors = await messageFileErrors(uploads, existing.length - deleteIds.length, ctx.language, 'addAttachments');
  if (fileErrors.length > 0) return failed(fileErrors);

  const updated = await updateMessage(ctx.upstream, message.messageId, toCrlf(text));
  publishMessagesChanged(ctx, updated.affectedUsers);
  if (uploads.length > 0 || deleteIds.length > 0) await processAttachments(ctx.upstream, message.messageId, uploads, deleteIds);
  return { message: await loadMessage(ctx, message.messageId), userErrors: [] };
};
