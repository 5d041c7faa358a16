import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { routeQuery } from '../../router/routeQuery';
import { renderScreen } from '../../test/renderScreen';
import { setupI18n } from '../../test/renderWithProviders';
import parameters from './__generated__/EmailScreenQuery$parameters';
import { emailScreen } from './EmailScreen';

describe('one e-mail (000 §2, §8)', () => {
  beforeEach(() => setupI18n('en', ['emails']));

  test('an address naming no e-mail of the customer says No Data Found, with a way back', async () => {
    renderScreen(emailScreen, {
      query: routeQuery(parameters, { variables: ({ params }) => ({ id: params['id'] ?? '' }) }),
      path: '/email/:id',
      entry: '/email/RW1haWw6OTk5',
      params: { id: 'RW1haWw6OTk5' },
      resolvers: { Query: () => ({ node: null }) },
    });
    expect(await screen.findByText('No Data Found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to e-mails' })).toHaveAttribute('href', '/emails');
  });
});
