import { hashToken, randomToken } from '../auth/tokenHash.ts';
import type { Db } from '../db/open.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../domain/constants.ts';
import { recordStatusName } from '../routes/workQueue/texts.ts';
import type { NotificationPreferenceStore } from '../store/notificationPreferences.ts';
import type { OutboxStore } from '../store/outbox.ts';
import type { UserRow, UserStore } from '../store/users.ts';
import { NOTIFICATION_KINDS, defaultChannel, outboxChannels, type NotificationChoice, type NotificationKind } from './kinds.ts';
import { notificationMessage } from './texts.ts';

/** The portal page an unsubscribe link opens (client route /notifications/unsubscribe/:token). */
const UNSUBSCRIBE_PATH = '/notifications/unsubscribe/';

/** Sends the customer's chosen notifications through the outbox (README "Notifications"). */
export interface Notifier {
  /** Writes the kind's message on the channels the user chose; answers how many messages went out. */
  send(userId: number, kind: NotificationKind, values: Record<string, string>): number;
  /**
   * APPLICATION_STATUS to the applicant: the stores call it where a status change is recorded. A change the
   * applicant made (submitting, paying) is not news to them.
   */
  applicationStatusChanged(applicationId: number, status: number, byUserId: number): void;
  /** NEW_MESSAGE to the applicant when staff write on the application. */
  staffMessage(applicationId: number): void;
  /**
   * A notice about an account (a consumption alert, a payment reminder) to each of its portal users, by the
   * channel each chose for the kind; `values` may depend on the user's language.
   */
  accountNotice(accountId: number, kind: NotificationKind, values: Record<string, string> | ((language: Language) => Record<string, string>)): void;
}

interface NotifierDeps {
  users: UserStore;
  outbox: OutboxStore;
  preferences: NotificationPreferenceStore;
  clock: () => Date;
  /** The portal's public address the links are written on; without it they are paths. */
  portalUrl?: string | undefined;
}

/** Every kind with the user's choice, the default where none is stored. */
export function choicesOf(preferences: NotificationPreferenceStore, user: UserRow): NotificationChoice[] {
  const stored = new Map(preferences.stored(user.id).map((choice) => [choice.kind, choice.channel]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, channel: stored.get(kind) ?? defaultChannel(user) }));
}

const languageOf = (user: UserRow): Language => (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);

export function createNotifier(db: Db, deps: NotifierDeps): Notifier {
  const application = db.prepare<[number], { userId: number; name: string }>('SELECT user_id AS userId, name FROM applications WHERE id = ?');
  const accountUsers = db.prepare<[number], number>('SELECT user_id FROM account_users WHERE account_id = ? ORDER BY user_id').pluck();
  const base = deps.portalUrl?.replace(/\/+$/, '') ?? '';

  const send = (userId: number, kind: NotificationKind, values: Record<string, string>): number => {
    const user = deps.users.findById(userId);
    if (user === undefined) return 0;
    const channel = choicesOf(deps.preferences, user).find((choice) => choice.kind === kind)?.channel ?? 'NONE';
    const sends = outboxChannels(channel, user);
    if (sends.length === 0) return 0;
    const token = randomToken();
    deps.preferences.addToken(hashToken(token), user.id, kind, deps.clock().toISOString());
    const lang = languageOf(user);
    const message = notificationMessage(lang, kind, values, `${base}${UNSUBSCRIBE_PATH}${token}`);
    for (const { channel: outboxChannel, recipient } of sends) {
      deps.outbox.add({ channel: outboxChannel, recipient, subject: outboxChannel === 'email' ? message.subject : null, body: message.body });
    }
    return sends.length;
  };

  return {
    send,
    applicationStatusChanged: (applicationId, status, byUserId) => {
      const row = application.get(applicationId);
      const user = row && deps.users.findById(row.userId);
      if (row === undefined || user === undefined || user.id === byUserId) return;
      send(row.userId, 'APPLICATION_STATUS', { application: row.name, status: recordStatusName(languageOf(user), status) });
    },
    staffMessage: (applicationId) => {
      const row = application.get(applicationId);
      if (row !== undefined) send(row.userId, 'NEW_MESSAGE', { application: row.name });
    },
    accountNotice: (accountId, kind, values) => {
      for (const userId of accountUsers.all(accountId)) {
        const user = deps.users.findById(userId);
        if (user !== undefined) send(userId, kind, typeof values === 'function' ? values(languageOf(user)) : values);
      }
    },
  };
}
