import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { LookupSelect } from './LookupSelect';
import { PagedTable, elementColumn, numberColumn, timeColumn } from './PagedTable';

interface Row {
  readonly id: string;
  readonly number: string;
  readonly element: { readonly code: string; readonly name: string } | null;
  readonly reportedOn: string;
}

const rows: Row[] = [
  { id: 'a', number: 'PL-000001', element: { code: 'BHL-1', name: 'Borehole 1' }, reportedOn: '2026-11-16T03:00:00Z' },
  { id: 'b', number: 'PL-000002', element: null, reportedOn: '2026-11-17T03:00:00Z' },
];
const columns = [numberColumn<Row>('Number', (row) => `/problemLogs/${row.id}`, 'row-link'), elementColumn<Row>('Element'), timeColumn<Row>('reported', 'Reported', (row) => row.reportedOn)];

function table(overrides: { rows?: Row[]; hasNext?: boolean; isLoadingNext?: boolean; loadNext?: (count: number) => void } = {}) {
  const loadNext = overrides.loadNext ?? vi.fn();
  const paging = { hasNext: overrides.hasNext ?? false, isLoadingNext: overrides.isLoadingNext ?? false, loadNext };
  return renderWithProviders(
    <PagedTable
      found="2 problem logs"
      empty="No problem log matches."
      emptyTestId="empty"
      caption="Problem logs"
      columns={columns}
      rows={overrides.rows ?? rows}
      total={2}
      testId="table"
      paging={paging}
      pageSize={10}
      onPageSize={vi.fn()}
      exportFile="problem logs"
      exportColumns={[{ header: 'Number', value: (row) => row.number }]}
    />,
  );
}

describe('PagedTable (002 §2 maintenance lists)', () => {
  beforeEach(() => setupI18n('en', ['maintenance']));

  test('announces the count and shows one row a record, linked by its number, with its element and date', () => {
    table();
    expect(screen.getByRole('status')).toHaveTextContent('2 problem logs');
    const body = within(screen.getByTestId('table'));
    expect(body.getAllByTestId('row-link').map((link) => link.getAttribute('href'))).toEqual(['/problemLogs/a', '/problemLogs/b']);
    const code = body.getByText('BHL-1');
    expect(code).toHaveClass('whitespace-nowrap');
    expect(code.parentElement).toHaveAttribute('dir', 'auto');
    expect(code.parentElement).toHaveTextContent('BHL-1 · Borehole 1');
    expect(body.getByText('—')).toBeInTheDocument();
    expect(body.getAllByRole('row')[1]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-16T03:00:00Z');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  test('says so when nothing matches, without a table', () => {
    table({ rows: [] });
    expect(screen.getByTestId('empty')).toHaveTextContent('Nothing found');
    expect(screen.getByTestId('empty')).toHaveTextContent('No problem log matches.');
    expect(screen.queryByTestId('table')).toBeNull();
  });

  test('loads the next page with "Show more", disabled while one loads', async () => {
    const loadNext = vi.fn();
    const { unmount } = table({ hasNext: true, loadNext });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(loadNext).toHaveBeenCalledWith(10);
    unmount();
    table({ hasNext: true, isLoadingNext: true });
    expect(screen.getByRole('button', { name: 'Show more' })).toBeDisabled();
  });
});

describe('LookupSelect', () => {
  beforeEach(() => setupI18n('en', ['maintenance']));

  test('offers the empty choice, then the lookups by id, and reports the choice', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <LookupSelect label="Complain type" value="" onChange={onChange} options={[{ lookupId: 7, name: 'Leak' }, { lookupId: 9, name: 'Pressure' }]} placeholder="Choose…" error="Mandatory field" required testId="type" />,
    );
    const select = screen.getByRole('combobox', { name: 'Complain type' });
    expect(within(select).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([['', 'Choose…'], ['7', 'Leak'], ['9', 'Pressure']]);
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Mandatory field');
    await userEvent.selectOptions(select, '9');
    expect(onChange).toHaveBeenCalledWith('9');
  });
});
