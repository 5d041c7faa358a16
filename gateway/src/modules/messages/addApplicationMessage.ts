import { requireUser } from '../../context.ts';
import { offsetCursor } from '../../relay/connection.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { isNotFound } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { loadApplication } from '../applications/resolvers.ts';
import { attachmentText } from '../attachments/attachmentTexts.ts';
import { messageFileErrors } from '../attachments/checkFiles.ts';
import { insertMessage, processAttachments } from './api.ts';
import { toCrlf } from './messageModel.ts';
import { publishMessagesChanged } from './publish.ts';
import { loadMessage } from './resolvers.ts';

/**
 * Insert, then ProcessAttachments (`002 §7`). Text and files are checked first (`002 §5`), so a refused
 * message reaches nothing upstream; when only the files fail upstream, the message stays and the
 * payload says 'Cannot add attachments' (`002 §8`).
 */
export const addApplicationMessage: ResolverOf<'Mutation', 'addApplicationMessage'> = async (
  _,
  { input },
  ctx,
) => {
  requireUser(ctx);
  const failed = (userErrors: UserError[]) => ({ messageEdge: null, application: null, userErrors });
  const files = input.attachments ?? [];
  const errors = await messageFileErrors(files, 0, ctx.language, 'attachments');
  if (input.text.trim() === '') errors.unshift(userError('NO_MESSAGE', attachmentText('noMessage', ctx.language), 'text'));
  if (errors.length > 0) return failed(errors);
  const applicationId = Number(fromGlobalId(input.applicationId, 'Application'));
  if (!Number.isSafeInteger(applicationId)) {
    return failed([userError('NOT_FOUND', attachmentText('notFound', ctx.language), 'applicationId')]);
  }

  let messageId: number;
  try {
    const inserted = await insertMessage(ctx.upstream, applicationId, toCrlf(input.text));
    messageId = inserted.id;
    publishMessagesChanged(ctx, inserted.affectedUsers);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return failed([userError('REJECTED', attachmentText('cannotAddMessage', ctx.language), 'applicationId')]);
  }
  const userErrors: UserError[] = [];
  if (files.length > 0) {
    try {
      await processAttachments(ctx.upstream, messageId, files, []);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      userErrors.push(userError('ATTACHMENTS_FAILED', attachmentText('cannotAddAttachments', ctx.language), 'attachments'));
    }
  }
  const node = await loadMessage(ctx, messageId);
  return {
    messageEdge: node === null ? null : { cursor: offsetCursor(0), node },
    application: await loadApplication(ctx, applicationId),
    userErrors,
  };
};
