import type { Db } from '../db/open.ts';
import { accountStore, type AccountStore } from './accounts.ts';
import { keyValueSettings, type KeyValueSettings } from './keyValueSettings.ts';
import { localizedFileStore, type LocalizedFileStore } from './localizedFiles.ts';
import { outboxStore, type OutboxStore } from './outbox.ts';
import { sessionStore, type SessionStore } from './sessions.ts';
import { textStore, type TextStore } from './texts.ts';
import { userStore, type UserStore } from './users.ts';

/** Everything the routes read and write, over one database. */
export interface Store {
  settings: KeyValueSettings;
  organisation: KeyValueSettings;
  texts: TextStore;
  files: LocalizedFileStore;
  users: UserStore;
  accounts: AccountStore;
  sessions: SessionStore;
  outbox: OutboxStore;
}

export function createStore(db: Db): Store {
  return {
    settings: keyValueSettings(db, 'settings'),
    organisation: keyValueSettings(db, 'organisation_settings'),
    texts: textStore(db),
    files: localizedFileStore(db),
    users: userStore(db),
    accounts: accountStore(db),
    sessions: sessionStore(db),
    outbox: outboxStore(db),
  };
}
