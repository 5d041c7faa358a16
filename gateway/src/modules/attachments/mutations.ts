import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { requireUser, type GatewayContext } from '../../context.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { isNotFound, UpstreamError } from '../../upstream/UpstreamError.ts';
import { deleteApplicationAttachmentFile, updateApplicationAttachment } from './api.ts';
import { attachmentText } from './attachmentTexts.ts';
import type { ApplicationAttachmentModel } from './attachmentModel.ts';
import { applicationFileErrors } from './checkFiles.ts';
import { loadAttachment } from './resolvers.ts';

const failed = (userErrors: UserError[]): ResolversParentTypes['ApplicationAttachmentPayload'] => ({ attachment: null, userErrors });

/** Runs a change on a visible entry; a refusal becomes REJECTED with the utility's text. */
async function change(
  ctx: GatewayContext,
  globalId: string,
  call: (attachment: ApplicationAttachmentModel) => Promise<unknown>,
): Promise<ResolversParentTypes['ApplicationAttachmentPayload']> {
  const key = fromGlobalId(globalId, 'ApplicationAttachment');
  const attachment = key === undefined ? null : await loadAttachment(ctx, key);
  if (attachment === null || key === undefined) return failed([userError('NOT_FOUND', attachmentText('notFound', ctx.language), 'attachmentId')]);
  try {
    await call(attachment);
  } catch (error) {
    if (!isNotFound(error) || !(error instanceof UpstreamError)) throw error;
    return failed([userError('REJECTED', error.text, 'file')]);
  }
  return { attachment: await loadAttachment(ctx, key), userErrors: [] };
}

const replaceApplicationAttachment: ResolverOf<'Mutation', 'replaceApplicationAttachment'> = async (
  _,
  { input },
  ctx,
) => {
  requireUser(ctx);
  const errors = await applicationFileErrors(input.file, ctx.language, 'file');
  if (errors.length > 0) return failed(errors);
  return change(ctx, input.attachmentId, (attachment) => updateApplicationAttachment(ctx.upstream, attachment.attachmentId, input.file));
};

const deleteApplicationAttachment: ResolverOf<'Mutation', 'deleteApplicationAttachment'> = (
  _,
  { input },
  ctx,
) => {
  requireUser(ctx);
  return change(ctx, input.attachmentId, (attachment) => deleteApplicationAttachmentFile(ctx.upstream, attachment.attachmentId));
};

export const attachmentMutationResolvers: Resolvers = { Mutation: { replaceApplicationAttachment, deleteApplicationAttachment } };
