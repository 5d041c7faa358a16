import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { QueueCountsPanel } from './QueueCountsPanel';

const SUMMARY = { kind: 'CUSTOMER_SERVICE', assignedToMe: 3, withUnreadMessages: 2, new: 5, total: 41 };

describe('QueueCountsPanel (the employee home\'s queue counts)', () => {
  beforeEach(() => setupI18n('en', ['workQueue']));

  test('says it is counting while its own query runs, then links each count to the filtered queue', async () => {
    const { environment } = renderWithProviders(<QueueCountsPanel />);
    expect(await screen.findByTestId('home-queues-loading')).toHaveTextContent('Counting your queues');
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { WorkQueueSummary: () => SUMMARY }));
    const queue = await screen.findByTestId('home-queue-CUSTOMER_SERVICE');
    expect(within(queue).getByRole('link', { name: '41' })).toHaveAttribute('href', '/applications');
    expect(within(queue).getByRole('link', { name: '3' }).getAttribute('href')).toBe('/applications?mine=1');
  });

  test('a failed count stays in the panel with "Try again", which asks again', async () => {
    const user = userEvent.setup();
    const { environment } = renderWithProviders(<QueueCountsPanel />);
    await screen.findByTestId('home-queues-loading');
    environment.mock.rejectMostRecentOperation(new Error('upstream timed out'));
    const alert = await screen.findByTestId('home-queues-error');
    expect(alert).toHaveTextContent('could not be read');
    expect(screen.getByRole('heading', { name: 'Your work queues' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { WorkQueueSummary: () => SUMMARY }));
    expect(await screen.findByTestId('home-queue-CUSTOMER_SERVICE')).toBeInTheDocument();
  });
});
