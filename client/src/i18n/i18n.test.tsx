import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { i18n, initI18n } from './i18n';
import { useTranslation } from './useTranslation';

describe('texts (000 §1: en, el, ru, ar)', () => {
  beforeEach(async () => {
    await initI18n('en');
    await i18n.loadNamespaces(['emails']);
  });

  test('plural forms follow each language, with _zero for 0 where the bundle has it', async () => {
    const en = i18n.getFixedT('en', 'emails');
    expect(en('unread.label', { count: 1 })).toBe('1 unread message');
    expect(en('unread.label', { count: 7 })).toBe('7 unread messages');
    expect(en('unread.label', { count: 0 })).toBe('0 unread messages');
    await i18n.load('ar', 'emails');
    const ar = i18n.getFixedT('ar', 'emails');
    expect(ar('unread.label', { count: 0 })).toBe('لا توجد رسائل غير مقروءة');
    expect(ar('unread.label', { count: 1 })).toBe('رسالة واحدة غير مقروءة');
    expect(ar('unread.label', { count: 2 })).toBe('رسالتان غير مقروءتين');
    expect(ar('unread.label', { count: 3 })).toBe('3 رسائل غير مقروءة');
    expect(ar('unread.label', { count: 11 })).toBe('11 رسالة غير مقروءة');
  });

  test('namespaces by prefix or option, placeholders, defaults and missing keys', () => {
    i18n.addBundle('en', 'probe', { greeting: 'Hello {{user.name}}, {{missing}}!', nested: { deep: 'deep text' }, 'flat.key': 'flat' });
    const t = i18n.getFixedT('en', 'emails');
    expect(t('probe:greeting', { user: { name: 'Maria' } })).toBe('Hello Maria, !');
    expect(t('nested.deep', { ns: 'probe' })).toBe('deep text');
    expect(t('probe:flat.key')).toBe('flat');
    expect(t('probe:status.UNKNOWN_CODE', { defaultValue: 'UNKNOWN_CODE ({{n}})', n: 2 })).toBe('UNKNOWN_CODE (2)');
    expect(t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
  });

  test('a text missing in the chosen language falls back to English', async () => {
    i18n.addBundle('en', 'fallback', { only: 'English only', both: 'English' });
    i18n.addBundle('el', 'fallback', { both: 'Ελληνικά' });
    const el = i18n.getFixedT('el', 'fallback');
    expect(el('both')).toBe('Ελληνικά');
    expect(el('only')).toBe('English only');
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed</p> : this.props.children;
  }
}

function Title({ namespace }: { namespace: string }) {
  const { t, i18n: texts } = useTranslation(namespace);
  return (
    <h1 lang={texts.language}>{t('emails.title', { defaultValue: 'no title' })}</h1>
  );
}

function Text({ namespace, textKey }: { namespace: string; textKey: string }) {
  const { t } = useTranslation(namespace);
  return <p>{t(textKey)}</p>;
}

describe('useTranslation', () => {
  beforeEach(() => initI18n('en'));

  test('suspends until its namespace loads, then re-renders in a new language without suspending again', async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title namespace="emails" />
      </Suspense>,
    );
    const heading = await screen.findByRole('heading');
    const english = heading.textContent;
    expect(english).not.toBe('no title');
    await act(() => i18n.changeLanguage('ru'));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'ru');
    expect(screen.getByRole('heading').textContent).not.toBe(english);
    expect(document.documentElement.lang).toBe('ru');
    await act(() => i18n.changeLanguage('en'));
  });

  test('another language loads its own texts only; a text missing in it is shown in English once that arrives', async () => {
    await act(() => i18n.changeLanguage('el'));
    const first = render(
      <Suspense fallback={<p>loading</p>}>
        <Text namespace="auth" textKey="login.submit" />
      </Suspense>,
    );
    expect(await screen.findByText('Είσοδος')).toBeInTheDocument();
    expect(i18n.hasLoaded('en', 'auth')).toBe(false);
    first.unmount();

    i18n.addBundle('el', 'auth', {});
    render(
      <Suspense fallback={<p>loading</p>}>
        <Text namespace="auth" textKey="login.submit" />
      </Suspense>,
    );
    expect(await screen.findByText('Login')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  test('a bundle that cannot be read reaches the error boundary instead of loading forever', async () => {
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Title namespace="noSuchNamespace" />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });
});
