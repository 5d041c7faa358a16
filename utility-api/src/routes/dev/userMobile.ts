import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';

interface Body {
  Login: string;
  MobileNo: string | null;
}

/** Lets tests give a user registered by e-mail a mobile number too (the seed gives none), for SMS notifications. */
export function userMobileRoute(app: FastifyInstance, db: Db): void {
  const update = db.prepare<[string | null, string]>('UPDATE users SET mobile_no = ? WHERE email = ? COLLATE NOCASE');
  const schema = {
    hide: true,
    body: {
      type: 'object',
      required: ['Login', 'MobileNo'],
      properties: { Login: { type: 'string' }, MobileNo: { type: ['string', 'null'], pattern: '^\\d{8,15}$' } },
    },
  };
  app.post<{ Body: Body }>('/__dev/user-mobile', { schema }, async (request, reply) => {
    const { changes } = update.run(request.body.MobileNo, request.body.Login);
    return changes === 0 ? reply.code(404).send(fail(STATUS_FAILED, `No user registered by e-mail ${request.body.Login}`)) : ok();
  });
}
