import type { FastifyRequest } from 'fastify';
import { STATUS_FAILED, fail, type Envelope } from '../../http/envelope.ts';
import type { ApplicationOwner } from '../../store/applications.ts';
import { isEditable, type MessageRow } from '../../store/messages.ts';
import type { Store } from '../../store/store.ts';
import type { UserRow } from '../../store/users.ts';
import { applicationText } from '../applications/texts.ts';

/**
 * The message when the viewer may change it — their own, still unread (002 §4 Message) — else the
 * envelope to answer: "Message not found" for messages they cannot see, else "not editable".
 */
export function editableMessage(
  request: FastifyRequest,
  store: Store,
  user: UserRow,
  messageId: number,
): { row: MessageRow; owner: ApplicationOwner } | Envelope {
  const row = store.messages.row(messageId);
  const owner = row === undefined ? undefined : store.applications.ownerFor(user, row.applicationId);
  if (row === undefined || owner === undefined) return fail(STATUS_FAILED, applicationText(request, 'messageNotFound'));
  if (!isEditable(user, row)) return fail(STATUS_FAILED, applicationText(request, 'notEditable'));
  return { row, owner };
}
