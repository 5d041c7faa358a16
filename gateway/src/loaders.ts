import type DataLoader from 'dataloader';
import { createAccountLoader } from './modules/account/accountLoader.ts';
import type { UpstreamAccount } from './modules/account/api.ts';
import type { UpstreamProfile } from './modules/auth/api.ts';
import { createProfileLoader } from './modules/auth/profileLoader.ts';
import { createTextLoader } from './modules/texts/textLoader.ts';
import type { LanguageCode } from './request/language.ts';
import type { UpstreamClient } from './upstream/client.ts';

/** The DataLoaders of one request, bound to its viewer's upstream client and language (DESIGN §3). */
export interface Loaders {
  texts: DataLoader<number, string | null>;
  profiles: DataLoader<string, UpstreamProfile>;
  accounts: DataLoader<number, UpstreamAccount | null>;
}

export function createLoaders(upstream: UpstreamClient, language: LanguageCode): Loaders {
  return {
    texts: createTextLoader(upstream, language),
    profiles: createProfileLoader(upstream),
    accounts: createAccountLoader(upstream),
  };
}
