import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { UpstreamUnavailableError } from '../../relay/errors';
import { renderFailingRoute } from '../../test/failingRoute';
import { setupI18n } from '../../test/renderWithProviders';
import { AttachmentsLoadError } from './AttachmentsLoadError';
import { attachmentsRoutes } from './routes';

describe('/attachments when the list of uploaded documents cannot be read', () => {
  beforeEach(() => setupI18n('en', ['attachments']));

  test('the route shows it in place', () => {
    const route = attachmentsRoutes.find((candidate) => candidate.path === 'attachments');
    expect((route?.errorElement as ReactElement | undefined)?.type).toBe(AttachmentsLoadError);
  });

  test('says so with the catalogue\'s text and reads it again on retry', async () => {
    const user = userEvent.setup();
    renderFailingRoute({ path: '/attachments', entry: '/attachments', errorElement: createElement(AttachmentsLoadError), failure: new UpstreamUnavailableError('upstream unavailable'), failures: 1 });
    expect((await screen.findByTestId('attachments-load-error')).textContent).toContain('Error Getting Uploaded Attachments List');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('screen')).toBeTruthy();
    expect(screen.queryByTestId('attachments-load-error')).toBeNull();
  });
});
