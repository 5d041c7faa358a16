import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { routeQuery } from '../../router/routeQuery';
import { renderScreen } from '../../test/renderScreen';
import { setupI18n } from '../../test/renderWithProviders';
import parameters from './__generated__/PrivacyPolicyScreenQuery$parameters';
import { privacyPolicyScreen } from './PrivacyPolicyScreen';

const query = routeQuery(parameters);

describe('privacy policy (000 §2)', () => {
  beforeEach(() => setupI18n('en', ['support']));

  test('a legal text with a title (001 §3) shows its main title and subtitle under the page heading', async () => {
    const paragraphs = [
      { title: 'Privacy policy', subtitle: 'Version of 1 January 2026', text: 'We process your data to supply water.' },
      { title: 'Your rights', subtitle: null, text: 'You may ask for access.' },
    ];
    renderScreen(privacyPolicyScreen, { query, path: '/privacy', resolvers: { PrivacyPolicy: () => ({ language: 'en', paragraphs }) } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Version of 1 January 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getByText('We process your data to supply water.')).toBeInTheDocument();
  });
});
