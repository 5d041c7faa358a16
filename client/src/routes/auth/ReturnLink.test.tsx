import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { routeQuery } from '../../router/routeQuery';
import { renderScreen } from '../../test/renderScreen';
import { setupI18n } from '../../test/renderWithProviders';
import parameters from './__generated__/LoginScreenQuery$parameters';
import { loginScreen } from './LoginScreen';

const query = routeQuery(parameters);

function renderLoginWith(returnLink: Array<{ textId: number; text: string | null }>) {
  return renderScreen(loginScreen, {
    query,
    path: '/login',
    resolvers: {
      Organisation: () => ({ isLoginDisabled: false, loginBackgroundImage: null }),
      Settings: () => ({ reCaptchaSiteKey: null, isTermsOfUse: false, showPaymentButtonAtLogin: false }),
      Query: () => ({ returnLink, customTexts: [] }),
    },
  });
}

describe('the login page link back to the utility site (000 §7 texts 47, 48)', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test('shows text 47 linking to the address of text 48', async () => {
    renderLoginWith([
      { textId: 47, text: 'Return to the Water Board website' },
      { textId: 48, text: 'https://www.water.example/' },
    ]);
    const link = await screen.findByRole('link', { name: 'Return to the Water Board website' });
    expect(link).toHaveAttribute('href', 'https://www.water.example/');
  });

  test('shows nothing without an address, or with one that is not a web address', async () => {
    renderLoginWith([
      { textId: 47, text: 'Return to the Water Board website' },
      { textId: 48, text: 'javascript:alert(1)' },
    ]);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByTestId('return-link')).toBeNull();
  });
});
