import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { startupLocale } from './locales';
import { resolveStartupLanguage } from './startupLanguage';

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

  test('a fresh Russian browser asks the gateway and lands in the utility default, not its own language', async () => {
    browserLanguages(['ru-RU', 'ru']);
    const environment = createMockEnvironment();
    const language = resolveStartupLanguage(environment);
    await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    environment.mock.resolveMostRecentOperation({ data: { settings: { defaultLanguage: 'el' } } });
    expect(await language).toBe('el');
  });

  test('a stored language asks nothing; a failed settings read starts in en', async () => {
    window.localStorage.setItem('language', 'ru');
    const quiet = createMockEnvironment();
    expect(await resolveStartupLanguage(quiet)).toBe('ru');
    expect(quiet.mock.getAllOperations()).toHaveLength(0);

    window.localStorage.clear();
    const failing = createMockEnvironment();
    const language = resolveStartupLanguage(failing);
    await vi.waitFor(() => expect(failing.mock.getAllOperations()).toHaveLength(1));
    failing.mock.rejectMostRecentOperation(new Error('gateway unreachable'));
    expect(await language).toBe('en');
  });
});
