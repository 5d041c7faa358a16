import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { queueVariables, readQueueSearch } from './queueSearch';
import { WorkQueueFilters } from './WorkQueueFilters';

const types = [
  { applicationType: 1, name: 'New connection' },
  { applicationType: 2, name: 'Meter relocation' },
];

describe('WorkQueueFilters', () => {
  beforeEach(() => setupI18n('en', ['workQueue', 'applications', 'applicationFamilies']));

  test('puts the chosen filters in the URL, as the list reads them back', async () => {
    const user = userEvent.setup();
    const search = readQueueSearch(new URLSearchParams());
    const { router } = renderWithProviders(<WorkQueueFilters search={search} listPath="/applications" types={types} />, { path: '/applications', entry: '/applications' });
    await user.selectOptions(await screen.findByLabelText('Status'), 'NEW');
    await user.selectOptions(screen.getByLabelText('Type'), 'Meter relocation');
    await user.type(screen.getByLabelText('Updated from'), '01/11/2026');
    await user.click(screen.getByLabelText('Assigned to me'));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?status=NEW&type=2&from=2026-11-01&mine=1');
    expect(readQueueSearch(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'NEW', applicationType: 2, stage: null, updatedFrom: '2026-11-01', updatedTo: null, assignedToMe: true, unreadOnly: false, view: search.view,
    });
    expect(screen.queryByLabelText('Stage')).toBeNull();
  });

  test('the customer-service queue filters family applications by stage, in the URL and in the list\'s variables', async () => {
    const user = userEvent.setup();
    const search = readQueueSearch(new URLSearchParams('type=39'));
    const { router } = renderWithProviders(<WorkQueueFilters search={search} listPath="/applications" types={types} withStages />, { path: '/applications', entry: '/applications?type=39' });
    const stage = await screen.findByLabelText('Stage');
    expect([...(stage as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Any stage', 'Saved', 'Submitted', 'Changes requested', 'Approved', 'Awaiting payment', 'Paid', 'Issued', 'Rejected',
    ]);
    await user.selectOptions(stage, 'Awaiting payment');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?type=39&stage=AWAITING_PAYMENT');
    const read = readQueueSearch(new URLSearchParams(router.state.location.search));
    expect(read.stage).toBe('AWAITING_PAYMENT');
    expect(queueVariables('CUSTOMER_SERVICE', read).filter).toMatchObject({ applicationType: 39, stages: ['AWAITING_PAYMENT'] });
    // The maintenance queue holds no family applications: a stage in its URL filters nothing.
    expect(queueVariables('MAINTENANCE', read).filter.stages).toBeNull();
  });

  test('a date that is not a day, or a range ending before it starts, shows beside its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const search = readQueueSearch(new URLSearchParams('status=IN_PROCESS'));
    const { router } = renderWithProviders(<WorkQueueFilters search={search} listPath="/applications" types={types} />, { path: '/applications', entry: '/applications?status=IN_PROCESS' });
    const from = await screen.findByLabelText('Updated from');
    const to = screen.getByLabelText('Updated to');
    await user.type(from, '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Enter a real date as DD/MM/YYYY.');
    expect(from).toHaveValue('31/02/2026');

    await user.clear(from);
    await user.type(from, '10/11/2026');
    await user.type(to, '01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(to).toHaveAccessibleDescription('The end date must not be before the start date.');
    expect(to).toHaveValue('01/11/2026');
    expect(router.state.location.search).toBe('?status=IN_PROCESS');
  });

  test('a hand-edited URL with an unknown status or a reversed range is read as no such filter', () => {
    expect(readQueueSearch(new URLSearchParams('status=BOGUS&type=x&from=2026-11-10&to=2026-11-01&unread=1'))).toEqual({
      status: null, applicationType: null, stage: null, updatedFrom: null, updatedTo: null, assignedToMe: false, unreadOnly: true,
      view: { sort: null, descending: false, pageSize: 25 },
    });
    expect(readQueueSearch(new URLSearchParams('stage=NEW')).stage).toBeNull();
  });

  test('new filters keep the sort and page size the list was shown with', async () => {
    const user = userEvent.setup();
    const search = readQueueSearch(new URLSearchParams('sort=CUSTOMER&desc=1&size=50'));
    const { router } = renderWithProviders(<WorkQueueFilters search={search} listPath="/applications" types={types} />, { path: '/applications', entry: '/applications?sort=CUSTOMER&desc=1&size=50' });
    await user.click(await screen.findByRole('button', { name: 'More filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'With unread messages' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?unread=1&sort=CUSTOMER&desc=1&size=50');
  });

  test('the filters in force show as chips; removing one keeps the others, the sort and the page size', async () => {
    const user = userEvent.setup();
    const entry = '/applications?status=NEW&type=2&mine=1&sort=CUSTOMER&size=50';
    const search = readQueueSearch(new URLSearchParams(entry.split('?')[1]));
    const { router } = renderWithProviders(<WorkQueueFilters search={search} listPath="/applications" types={types} />, { path: '/applications', entry });
    const chips = await screen.findByTestId('queue-filters-chips');
    expect(within(chips).getAllByRole('link').map((link) => link.textContent)).toEqual(['Status: New×', 'Type: Meter relocation×', 'Assigned to me×']);
    await user.click(within(chips).getByRole('link', { name: 'Remove filter Type: Meter relocation' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/applications?status=NEW&mine=1&sort=CUSTOMER&size=50');
  });
});
