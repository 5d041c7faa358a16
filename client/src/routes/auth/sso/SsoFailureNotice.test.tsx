import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../../test/renderWithProviders';
import { SsoFailureNotice } from './SsoFailureNotice';

describe('SsoFailureNotice', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test('explains the reason the gateway reported', async () => {
    renderWithProviders(<SsoFailureNotice />, { path: '/login', entry: '/login?sso=failed&reason=unknown_account' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Single sign-on did not complete');
    expect(alert).toHaveTextContent('Your identity is not linked to a portal account. Please contact your administrator.');
  });

  test('reads an unknown reason as a general failure, never as a blank message', async () => {
    renderWithProviders(<SsoFailureNotice />, { path: '/login', entry: '/login?sso=failed&reason=<script>' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Single sign-on failed. Please try again.');
  });

  test('shows nothing on a plain login page', () => {
    renderWithProviders(<SsoFailureNotice />, { path: '/login', entry: '/login' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
