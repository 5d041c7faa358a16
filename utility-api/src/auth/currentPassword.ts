import type { Language } from '../domain/constants.ts';
import { STATUS_WRONG_CREDENTIALS, fail, type Envelope } from '../http/envelope.ts';
import { translate } from '../i18n/messages.ts';
import type { UserRow } from '../store/users.ts';
import { verifyPassword } from './password.ts';

/** Account changes re-check the password in use (001 §7): status 10 when it is wrong, else undefined. */
export async function wrongCurrentPassword(user: UserRow, password: string, lang: Language): Promise<Envelope | undefined> {
  return (await verifyPassword(password, user.password_hash))
    ? undefined
    : fail(STATUS_WRONG_CREDENTIALS, translate(lang, 'wrongCurrentPassword'));
}
