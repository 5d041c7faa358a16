import { requireUser, type GatewayContext } from '../../context.ts';
import type { FileDownload } from '../../files/fileDownload.ts';
import { resolveConnection } from '../../relay/connection.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { isNotFound } from '../../upstream/UpstreamError.ts';
import { loadApplication } from '../applications/resolvers.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { getAllApplicationAttachments, getApplicationAttachments } from './api.ts';
import { attachmentKey, parseAttachmentKey, toAttachmentModel, type ApplicationAttachmentModel } from './attachmentModel.ts';

const id: ResolverOf<'ApplicationAttachment', 'id'> = (attachment) =>
  toGlobalId('ApplicationAttachment', attachmentKey(attachment));

const application: ResolverOf<'ApplicationAttachment', 'application'> = (attachment, _, ctx) =>
  loadApplication(ctx, attachment.portalApplicationId);

/** The upstream answers an application's whole list; the connection pages it here. */
const attachments: ResolverOf<'Application', 'attachments'> = async (app, args, ctx) => {
  requireUser(ctx);
  const all = (await getApplicationAttachments(ctx.upstream, app.portalApplicationId)).map(toAttachmentModel);
  return resolveConnection(args, async (page, pageSize) => ({
    total: all.length,
    items: all.slice((page - 1) * pageSize, page * pageSize),
  }));
};

const applicationAttachments: ResolverOf<'User', 'applicationAttachments'> = (_, args, ctx) => {
  requireUser(ctx);
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getAllApplicationAttachments(ctx.upstream, page, pageSize);
    return { total: result.total, items: result.items.map(toAttachmentModel) };
  });
};

/** An entry the viewer may see, or null: its application's list answers status 1 for other customers. */
export async function loadAttachment(ctx: GatewayContext, key: string): Promise<ApplicationAttachmentModel | null> {
  const parsed = parseAttachmentKey(key);
  if (parsed === undefined) return null;
  try {
    const items = await getApplicationAttachments(ctx.upstream, parsed.applicationId);
    const item = items.find((entry) => entry.attachmentId === parsed.attachmentId);
    return item === undefined ? null : toAttachmentModel(item);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const attachmentResolvers: Resolvers = {
  ApplicationAttachment: { id, application },
  Application: { attachments },
  User: { applicationAttachments },
};

export const applicationAttachmentNode: NodeType = { type: 'ApplicationAttachment', load: loadAttachment };

/** `/files/application-attachment/<application>-<id>`: the upstream checks that the viewer may read it. */
export const applicationAttachmentDownload: FileDownload = {
  kind: 'application-attachment',
  async fetch(ctx, key) {
    const parsed = parseAttachmentKey(key);
    if (ctx.session === undefined || parsed === undefined) return null;
    return ctx.upstream.download('/ApplicationAttachment/Download', { Value: parsed.attachmentId });
  },
};
