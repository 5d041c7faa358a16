import type { NodeModel } from '../node/nodeTypes.ts';
import type { UpstreamEmail, UpstreamEmailListItem } from './api.ts';

/** An e-mail as resolvers see it; list items come without `body`, which is then loaded by id. */
export type EmailModel = NodeModel & UpstreamEmailListItem & { body?: string };

export function toEmailModel(email: UpstreamEmailListItem | UpstreamEmail): EmailModel {
  return { __typename: 'Email', ...email };
}
