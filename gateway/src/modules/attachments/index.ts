import type { Resolvers } from '../../schema/resolverTypes.ts';
import { attachmentMutationResolvers } from './mutations.ts';
import { attachmentResolvers } from './resolvers.ts';

export { applicationAttachmentDownload, applicationAttachmentNode } from './resolvers.ts';

export const attachmentsResolvers: Resolvers[] = [attachmentResolvers, attachmentMutationResolvers];
