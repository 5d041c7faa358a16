import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { LanguageMenuTestQuery } from './__generated__/LanguageMenuTestQuery.graphql';
import { LanguageMenu } from './LanguageMenu';
import { ViewOnlyProvider } from '../../components/viewOnly';

const testQuery = graphql`
  query LanguageMenuTestQuery @relay_test_operation {
    settings {
      ...LanguageMenu_settings
    }
  }
`;

function Harness({ queryRef }: { queryRef: PreloadedQuery<LanguageMenuTestQuery> }) {
  const data = usePreloadedQuery<LanguageMenuTestQuery>(testQuery, queryRef);
  return <LanguageMenu settings={data.settings} />;
}

function renderMenu({ viewOnly = false } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<LanguageMenuTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Settings: () => ({ languages: ['en', 'el', 'ru', 'ar'].map((code) => ({ code })) }),
    }),
  );
  return renderWithProviders(
    <ViewOnlyProvider viewOnly={viewOnly}>
      <Harness queryRef={queryRef} />
    </ViewOnlyProvider>,
    { environment },
  );
}

describe('LanguageMenu', () => {
  beforeEach(() => setupI18n('en'));

  test('lists each language by its own name', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Language' }));
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent?.replace('✓', ''));
    expect(names).toEqual(['English', 'Ελληνικά', 'Русский', 'العربية']);
  });

  test('switching to Arabic turns the page right to left, remembers it and tells the gateway', async () => {
    const user = userEvent.setup();
    const { environment } = renderMenu();
    expect(document.documentElement.dir).toBe('ltr');
    await user.click(await screen.findByTestId('language-menu'));
    await user.click(screen.getByRole('menuitem', { name: 'العربية' }));

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem('language')).toBe('ar');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSetLanguageMutation');
    expect(operation.request.variables).toEqual({ input: { languageCode: 'ar', updateProfile: true } });
    expect(await screen.findByRole('button', { name: 'اللغة' })).toBeInTheDocument();
  });

  test('during a staff view of a customer\'s portal the language switches locally, without the refused setLanguage', async () => {
    const user = userEvent.setup();
    const { environment } = renderMenu({ viewOnly: true });
    await user.click(await screen.findByTestId('language-menu'));
    await user.click(screen.getByRole('menuitem', { name: 'Ελληνικά' }));

    expect(await screen.findByRole('button', { name: 'Γλώσσα' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('el');
    expect(environment.mock.getAllOperations()).toEqual([]);
  });
});
