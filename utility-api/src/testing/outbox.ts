import type { FastifyInstance } from 'fastify';
import { OTP_DIGITS } from '../domain/constants.ts';
import type { OutboxMessage } from '../store/outbox.ts';

const CODE = new RegExp(`\\b(\\d{${OTP_DIGITS}})\\b`);

/** Everything "sent" to a recipient, newest first, read the way end-to-end tests read it (README dev endpoints). */
export async function messagesTo(app: FastifyInstance, recipient: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/__dev/outbox?recipient=${encodeURIComponent(recipient)}` });
  return response.json<OutboxMessage[]>();
}

export async function lastMessageTo(app: FastifyInstance, recipient: string): Promise<OutboxMessage> {
  const [newest] = await messagesTo(app, recipient);
  if (!newest) throw new Error(`nothing was sent to ${recipient}`);
  return newest;
}

/** The one-time code of the newest message to the recipient. */
export async function lastCodeTo(app: FastifyInstance, recipient: string): Promise<string> {
  const { body } = await lastMessageTo(app, recipient);
  const code = CODE.exec(body)?.[1];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
}

/** The code of a link path (`/activate/{code}`, `/changeEmailComplete/{code}`) in the newest message. */
export async function lastLinkCodeTo(app: FastifyInstance, recipient: string, path: string): Promise<string> {
  const { body } = await lastMessageTo(app, recipient);
  const code = new RegExp(`${path}/([\\w-]+)`).exec(body)?.[1];
  if (!code) throw new Error(`no ${path} link in: ${body}`);
  return code;
}

/** A different code of the same shape, for wrong-code tests. */
export const otherCode = (code: string): string => String((Number(code) + 1) % 10 ** OTP_DIGITS).padStart(OTP_DIGITS, '0');
