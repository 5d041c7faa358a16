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

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be refused (private browsing); the next visit simply starts empty.
  }
}

export const loginStorage = {
  lastLogin: () => read(LAST_LOGIN_KEY) ?? '',
  rememberLogin: (identifier: string) => write(LAST_LOGIN_KEY, identifier),
  trustedComputer: () => read(TRUSTED_COMPUTER_KEY) === 'true',
  rememberTrustedComputer: (trusted: boolean) => write(TRUSTED_COMPUTER_KEY, String(trusted)),
  /**
   * After a sign-out the next person at this browser may be someone else (a shared computer): the last login
   * then fills no form. Only a computer its user said to trust keeps it, as 000 §3 remembers it for.
   */
  forgetLoginUnlessTrusted: () => {
    if (read(TRUSTED_COMPUTER_KEY) !== 'true') write(LAST_LOGIN_KEY, null);
  },
};
