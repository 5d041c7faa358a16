import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';

interface Body {
  Login: string;
  ShowContactUsEmail: boolean;
  ContactUsUrl?: string | null;
}

/** Lets tests give a user the contact-us profile of `000 §3` (showContactUsEmail, contactUsUrl) that the seed gives no one. */
export function contactUsProfileRoute(app: FastifyInstance, db: Db): void {
  const update = db.prepare<[number, string | null, string, string]>(
    'UPDATE users SET show_contact_us_email = ?, contact_us_url = ? WHERE email = ? COLLATE NOCASE OR mobile_no = ?',
  );
  const schema = {
    hide: true,
    body: {
      type: 'object',
      required: ['Login', 'ShowContactUsEmail'],
      properties: { Login: { type: 'string' }, ShowContactUsEmail: { type: 'boolean' }, ContactUsUrl: { type: ['string', 'null'] } },
    },
  };
  app.post<{ Body: Body }>('/__dev/contact-us-profile', { schema }, async (request, reply) => {
    const { Login: login, ShowContactUsEmail: show, ContactUsUrl: url } = request.body;
    const { changes } = update.run(show ? 1 : 0, url ?? null, login, login);
    return changes === 0 ? reply.code(404).send(fail(STATUS_FAILED, `No user ${login}`)) : ok();
  });
}
