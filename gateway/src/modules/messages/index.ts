import type { Resolvers } from '../../schema/resolverTypes.ts';
import { addApplicationMessage } from './addApplicationMessage.ts';
import { deleteApplicationMessage, openApplicationMessage } from './deleteAndOpen.ts';
import { editApplicationMessage } from './editApplicationMessage.ts';
import { messageResolvers } from './resolvers.ts';

export { messageAttachmentDownload, messageNode } from './resolvers.ts';

export const messagesResolvers: Resolvers[] = [
  messageResolvers,
  { Mutation: { addApplicationMessage, editApplicationMessage, deleteApplicationMessage, openApplicationMessage } },
];
