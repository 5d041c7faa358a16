import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { StackedTable } from './StackedTable';
import { type ListSort, useColumnSort } from './useColumnSort';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = [
  { id: '1', name: 'Ada' },
  { id: '2', name: 'Bo' },
];

/** A table sorting by name or id, as a list screen keeps its sort (here in state instead of the URL). */
function SortedTable({ start }: { start: ListSort<'NAME' | 'ID'> }) {
  const [sort, setSort] = useState(start);
  const sortOf = useColumnSort(sort, setSort);
  return (
    <StackedTable<Row>
      caption="People"
      rows={rows}
      rowKey={(row) => row.id}
      testId="people"
      columns={[
        { key: 'name', header: 'Name', cell: (row) => row.name, sort: sortOf('NAME') },
        { key: 'id', header: 'Id', cell: (row) => row.id, sort: sortOf('ID') },
        { key: 'note', header: 'Note', cell: () => '—' },
      ]}
    />
  );
}

describe('StackedTable sorting', () => {
  beforeEach(() => setupI18n('en', []));

  test('makes sortable headers buttons that tell their order, and turns the order round on a second click', async () => {
    renderWithProviders(<SortedTable start={{ sort: 'NAME', descending: false }} />);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: /^Name\W*sorted ascending$/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Id/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: /Note/ })).toBeNull();

    await userEvent.click(screen.getByTestId('people-sort-name'));
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('people-sort-name')).toHaveTextContent('sorted descending');

    await userEvent.click(screen.getByRole('button', { name: /^Id/ }));
    expect(screen.getByRole('columnheader', { name: /Id/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByTestId('people-sort-name')).toHaveTextContent('sort by this column');
  });

  test('keeps the headers for screen readers only below 640 px when no column sorts', () => {
    renderWithProviders(<StackedTable<Row> caption="People" rows={rows} rowKey={(row) => row.id} columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]} />);
    expect(screen.getByRole('columnheader', { name: 'Name' }).closest('thead')).toHaveClass('max-sm:sr-only');
  });
});
