import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
import { ROLE_CUSTOMER } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';
import { accountDetailMessage } from '../account/accountDetailMessages.ts';
import { contactMessageStore } from './contactMessages.ts';

/** The utility's support mailbox: contact-us messages are "sent" there through the outbox. */
export const SUPPORT_ADDRESS = 'support@utility.demo.test';
/** Bounds of the contact form (the spec sets none; chosen to fit one e-mail subject and a long letter). */
const CONTACT_SUBJECT_MAX = 200;
const CONTACT_MESSAGE_MAX = 4000;

interface Body {
  Subject: string;
  Message: string;
  AccountId?: number | null;
}

function sendContactUsRoute(app: FastifyInstance, store: Store, db: Db): void {
  const messages = contactMessageStore(db);
  app.post<{ Body: Body }>('/ContactUs/Send', {
    schema: {
      tags: ['ContactUs'],
      operationId: 'contactUsSend',
      summary: 'Send a message to the utility (signed-in customers)',
      description:
        'Records the message, e-mails it to the utility\'s support address through the outbox and answers its ' +
        '`reference`. Status 1 with a text for an empty subject or message, a subject over 200 or a message over ' +
        '4000 characters, an account the user is not related to ("Account not found"), or a non-customer.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Subject', 'Message'],
        properties: {
          Subject: string('Subject line.'),
          Message: string('Message text.'),
          AccountId: { type: ['integer', 'null'], description: 'The account the message is about (optional).' },
        },
      },
      response: responses(envelopeWith({ reference: string('Reference number of the message, e.g. `CU-000042`.'), messageId: integer('Id of the recorded message.') }, 'The recorded message.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const language = requestLanguage(request);
      if (user.role !== ROLE_CUSTOMER) return fail(STATUS_FAILED, translate(language, 'accessDenied'));
      const subject = request.body.Subject.trim();
      const message = request.body.Message.trim();
      if (subject === '') return fail(STATUS_FAILED, accountDetailMessage(language, 'contactSubjectRequired'));
      if (message === '') return fail(STATUS_FAILED, accountDetailMessage(language, 'contactMessageRequired'));
      if (subject.length > CONTACT_SUBJECT_MAX || message.length > CONTACT_MESSAGE_MAX) {
        return fail(STATUS_FAILED, accountDetailMessage(language, 'contactTooLong'));
      }
      const accountId = request.body.AccountId ?? null;
      const account = accountId === null ? undefined : store.accounts.findForUser(accountId, user.id);
      if (accountId !== null && (account === undefined || account.relation === null)) {
        return fail(STATUS_FAILED, translate(language, 'accountNotFound'));
      }
      const sent = db.transaction(() => {
        const { id, reference } = messages.nextReference();
        const from = user.email ?? user.mobile_no ?? '';
        const outbox = store.outbox.add({
          channel: 'email',
          recipient: SUPPORT_ADDRESS,
          subject: accountDetailMessage(language, 'contactSubject', { reference, subject }),
          body: [`From: ${user.name} <${from}>`, ...(account ? [`Account: ${account.accountKey}`] : []), '', message].join('\n'),
        });
        messages.add(id, reference, { userId: user.id, accountId, subject, message, outboxId: outbox.id, createdAt: outbox.createdAt });
        return { id, reference };
      })();
      return ok({ reference: sent.reference, messageId: sent.id });
    },
  });
}

/** Contact-us calls (README "Contact us"). */
export function contactUsRoutes(app: FastifyInstance, store: Store, db: Db): void {
  sendContactUsRoute(app, store, db);
}
