import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { VirtualTable } from './VirtualTable';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = Array.from({ length: 5000 }, (_, index) => ({ id: `r${index}`, name: `Customer ${index}` }));

function renderTable(onOpen = vi.fn(), onSort = vi.fn(), onEndReached = vi.fn()) {
  render(
    <VirtualTable<Row>
      caption="Results"
      rows={rows}
      total={6000}
      rowKey={(row) => row.id}
      onOpen={onOpen}
      onEndReached={onEndReached}
      testId="table"
      columns={[
        { key: 'name', header: 'Name', width: 'w-1/2', cell: (row) => row.name, text: (row) => `${row.name}, Archbishop Makarios III Avenue`, sort: { direction: 'ascending', onSort, label: ', sorted ascending' } },
        { key: 'id', header: 'Id', width: 'w-1/2', cell: (row) => row.id },
      ]}
    />,
  );
  return { onOpen, onSort, onEndReached };
}

describe('VirtualTable', () => {
  test('renders only the rows in view out of thousands, and tells the full count', () => {
    renderTable();
    const rendered = screen.getByTestId('table').querySelectorAll('tr[data-row-index]');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '6001');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('moves between rows with the arrow keys and End, opens one with Enter', () => {
    const { onOpen } = renderTable();
    const first = screen.getByText('Customer 0').closest('tr');
    if (!first) throw new Error('row expected');
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveTextContent('Customer 1');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toHaveTextContent('Customer 4999');
  });

  test('sorts from the header button and asks for more rows near the end', () => {
    const { onSort, onEndReached } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalled();
    expect(onEndReached).not.toHaveBeenCalled();
    const first = screen.getByText('Customer 0').closest('tr');
    first?.focus();
    fireEvent.keyDown(first as Element, { key: 'End' });
    expect(onEndReached).toHaveBeenCalled();
  });

  test('a cell cut at its column\'s width carries its whole value as its title', () => {
    renderTable();
    expect(screen.getByText('Customer 0')).toHaveAttribute('title', 'Customer 0, Archbishop Makarios III Avenue');
    expect(screen.getByText('r0')).not.toHaveAttribute('title');
  });

  test('a cell takes the direction of its own text, so a Latin value in an Arabic table is cut at its end', () => {
    renderTable();
    expect(screen.getByText('Customer 0')).toHaveClass('truncate', '[unicode-bidi:plaintext]');
  });
});
