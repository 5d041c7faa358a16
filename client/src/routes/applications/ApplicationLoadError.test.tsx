import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { UnauthenticatedError, UpstreamUnavailableError } from '../../relay/errors';
import { renderFailingRoute } from '../../test/failingRoute';
import { setupI18n } from '../../test/renderWithProviders';
import { ApplicationLoadError } from './ApplicationLoadError';
import { applicationsRoutes } from './routes';

/** /app/7/42 whose screen fails with `failure` until `failures` reads have failed, then shows the application. */
const renderFailingScreen = (failure: Error, failures: number) =>
  renderFailingRoute({ path: '/app/:type/:id', entry: '/app/7/42', errorElement: createElement(ApplicationLoadError), failure, failures });

describe('/app/{type}/{id} when the application cannot be read', () => {
  beforeEach(() => setupI18n('en', ['applications']));

  test('the route shows it in place', () => {
    const route = applicationsRoutes.find((candidate) => candidate.path === 'app/:type/:id');
    expect((route?.errorElement as ReactElement | undefined)?.type).toBe(ApplicationLoadError);
  });

  test('says so with the catalogue\'s text and reads it again on retry', async () => {
    const user = userEvent.setup();
    renderFailingScreen(new UpstreamUnavailableError('upstream unavailable'), 1);
    expect((await screen.findByTestId('application-load-error')).textContent).toContain('Error Getting Saved Application Details');
    expect(screen.getByRole('link', { name: 'Back to applications' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('screen')).toBeTruthy();
    expect(screen.queryByTestId('application-load-error')).toBeNull();
  });

  test('an ended session still goes to sign-in', async () => {
    const router = renderFailingScreen(new UnauthenticatedError('signed out'), 5);
    expect(await screen.findByTestId('login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
