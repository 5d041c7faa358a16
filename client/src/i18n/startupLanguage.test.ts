import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { startupLocale } from './locales';
import { opensOnLoginPage, resolveStartupLanguage } from './startupLanguage';

function browserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => vi.restoreAllMocks());

describe('the language a page starts in (000 §1, §9)', () => {
  test('a stored choice wins over the utility default', () => {
    expect(startupLocale('ar', 'el')).toBe('ar');
  });

  test('without one, the utility default; en when the utility names a language without texts or none', () => {
    expect(startupLocale(null, 'el')).toBe('el');
    expect(startupLocale(null, 'fr')).toBe('en');
    expect(startupLocale(null, null)).toBe('en');
  });

  test('the login page is /login, and / which sends a visitor there, as the router matches them', () => {
    for (const path of ['/login', '/login/', '/Login', '/', '']) expect(opensOnLoginPage(path)).toBe(true);
    for (const path of ['/register', '/support', '/userHome', '/login/extra', '/loginx', '/activate']) expect(opensOnLoginPage(path)).toBe(false);
  });

  test('a fresh Russian browser on the login page starts in en at once, asking nothing', async () => {
    browserLanguages(['ru-RU', 'ru']);
    for (const path of ['/login', '/']) {
      const environment = createMockEnvironment();
      const language = resolveStartupLanguage(environment, path);
      expect(environment.mock.getAllOperations()).toHaveLength(0);
      expect(await language).toBe('en');
    }
  });

  test('a fresh Russian browser on another page asks the gateway and lands in the utility default, not its own language', async () => {
    browserLanguages(['ru-RU', 'ru']);
    for (const path of ['/register', '/support', '/userHome']) {
      const environment = createMockEnvironment();
      const language = resolveStartupLanguage(environment, path);
      await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
      environment.mock.resolveMostRecentOperation({ data: { settings: { defaultLanguage: 'el' } } });
      expect(await language).toBe('el');
    }
  });

  test('a stored language wins on every page, the login page too, and asks nothing', async () => {
    window.localStorage.setItem('language', 'ru');
    for (const path of ['/login', '/', '/register', '/userHome']) {
      const quiet = createMockEnvironment();
      const language = resolveStartupLanguage(quiet, path);
      expect(quiet.mock.getAllOperations()).toHaveLength(0);
      expect(await language).toBe('ru');
    }
  });

  test('a failed settings read off the login page starts in en', async () => {
    const failing = createMockEnvironment();
    const language = resolveStartupLanguage(failing, '/support');
    await vi.waitFor(() => expect(failing.mock.getAllOperations()).toHaveLength(1));
    failing.mock.rejectMostRecentOperation(new Error('gateway unreachable'));
    expect(await language).toBe('en');
  });
});
