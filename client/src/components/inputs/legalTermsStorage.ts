/**
 * 001 §4: the acceptance of the legal terms and the hash of the accepted text, kept in local storage and
 * trusted only while the server's hash is the same.
 */
const ACCEPTED_KEY = 'legalTermsAccepted';
const HASH_KEY = 'legalTermsHash';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const legalTermsStorage = {
  isAccepted(hash: string): boolean {
    const store = storage();
    return store?.getItem(ACCEPTED_KEY) === 'true' && store.getItem(HASH_KEY) === hash;
  },
  accept(hash: string): void {
    storage()?.setItem(ACCEPTED_KEY, 'true');
    storage()?.setItem(HASH_KEY, hash);
  },
  clear(): void {
    storage()?.removeItem(ACCEPTED_KEY);
    storage()?.removeItem(HASH_KEY);
  },
};
