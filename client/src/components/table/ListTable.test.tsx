import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { ListTable } from './ListTable';
import { columnChoiceKey } from './useColumnChoice';

const downloads: string[] = [];
vi.mock('../../lib/csv', async (original) => ({
  ...(await original<typeof import('../../lib/csv')>()),
  downloadCsv: (_name: string, content: string) => downloads.push(content),
}));

interface Row {
  id: string;
  name: string;
  address: string;
}

const address = 'Flat 12, Archbishop Makarios III Avenue 145, 1065 Nicosia';
const rows: Row[] = [{ id: 'A-1', name: 'Eleni Georgiou', address }];

function list() {
  return renderWithProviders(
    <ListTable<Row>
      found="1 found"
      emptyTitle="None"
      empty="Nothing matches."
      emptyTestId="empty"
      caption="Accounts"
      columns={[
        { key: 'id', header: 'Account', cell: (row) => row.id },
        { key: 'name', header: 'Customer', cell: (row) => row.name },
        { key: 'address', header: 'Address', cell: (row) => row.address },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      total={1}
      testId="accounts"
      paging={{ hasNext: false, isLoadingNext: false, loadNext: vi.fn() }}
      pageSize={10}
      onPageSize={vi.fn()}
      exportFile="accounts"
      exportColumns={[
        { header: 'Account', value: (row) => row.id },
        { header: 'Customer', value: (row) => row.name },
        { header: 'Address', value: (row) => row.address },
        { header: 'Opened', value: () => '01/02/2020' },
      ]}
    />,
  );
}

const headers = () => within(screen.getByTestId('accounts')).getAllByRole('columnheader').map((cell) => cell.textContent);

describe('ListTable column choice', () => {
  beforeEach(() => {
    window.localStorage.clear();
    downloads.length = 0;
    return setupI18n('en');
  });

  test('hiding a column takes it off the table and the export, is remembered for the list, and the last column stays', async () => {
    const user = userEvent.setup();
    const first = list();
    expect(headers()).toEqual(['Account', 'Customer', 'Address']);
    await user.click(screen.getByTestId('accounts-columns'));
    await user.click(screen.getByRole('checkbox', { name: 'Customer' }));
    expect(headers()).toEqual(['Account', 'Address']);
    expect(JSON.parse(window.localStorage.getItem(columnChoiceKey('accounts')) ?? '[]')).toEqual(['name']);

    await user.click(screen.getByTestId('accounts-export'));
    // The export's own column (Opened) is written whatever the choice; the long address whole.
    expect(downloads[0]?.trimEnd().split('\r\n')).toEqual(['\uFEFFAccount,Address,Opened', `A-1,"${address}",01/02/2020`]);
    first.unmount();

    list();
    expect(headers()).toEqual(['Account', 'Address']);
    await user.click(screen.getByTestId('accounts-columns'));
    await user.click(screen.getByRole('checkbox', { name: 'Account' }));
    expect(screen.getByRole('checkbox', { name: 'Address' })).toBeDisabled();
    expect(headers()).toEqual(['Address']);
    await user.click(screen.getByRole('checkbox', { name: 'Customer' }));
    expect(headers()).toEqual(['Customer', 'Address']);
  });

  test('a stored choice is read when the list opens; columns the list no longer has are ignored', () => {
    window.localStorage.setItem(columnChoiceKey('accounts'), '["gone","name"]');
    list();
    expect(headers()).toEqual(['Account', 'Address']);
  });
});
