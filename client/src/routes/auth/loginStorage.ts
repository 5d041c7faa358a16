/** 000 §3 local storage keys: the last login email and the trusted-computer flag. */
const LAST_LOGIN_KEY = 'lastLoginEmail';
const TRUSTED_COMPUTER_KEY = 'trustedComputer';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage may be refused (private browsing); the next visit simply starts empty.
  }
}

export const loginStorage = {
  lastLogin: () => read(LAST_LOGIN_KEY) ?? '',
  rememberLogin: (identifier: string) => write(LAST_LOGIN_KEY, identifier),
  trustedComputer: () => read(TRUSTED_COMPUTER_KEY) === 'true',
  rememberTrustedComputer: (trusted: boolean) => write(TRUSTED_COMPUTER_KEY, String(trusted)),
};
