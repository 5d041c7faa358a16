import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../notifications/kinds.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Login: string;
  Kind: NotificationKind;
  Values?: Record<string, string>;
}

/**
 * Stands in for the utility's own events that this API does not run (bill runs, reminders, alerts): sends a
 * notification of any kind to a user as their choice says, e.g. BILL_ISSUED with `account` and `amount`.
 */
export function notifyRoute(app: FastifyInstance, store: Store): void {
  const schema = {
    hide: true,
    body: {
      type: 'object',
      required: ['Login', 'Kind'],
      properties: {
        Login: { type: 'string' },
        Kind: { type: 'string', enum: [...NOTIFICATION_KINDS] },
        Values: { type: 'object', additionalProperties: { type: 'string', maxLength: 500 }, maxProperties: 10 },
      },
    },
  };
  app.post<{ Body: Body }>('/__dev/notify', { schema }, async (request, reply) => {
    const user = store.users.findByLogin(request.body.Login);
    if (user === undefined) return reply.code(404).send(fail(STATUS_FAILED, `No user ${request.body.Login}`));
    return ok({ sent: store.notifier.send(user.id, request.body.Kind, request.body.Values ?? {}) });
  });
}
