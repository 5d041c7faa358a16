import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../test/renderWithProviders';
import { Combobox, type ComboboxOption } from './Combobox';

const STATIONS = [
  { value: '1', label: 'RES-1 · North reservoir' },
  { value: '2', label: 'RES-2 · South reservoir' },
  { value: '3', label: 'PS-1 · Pump station' },
];
const byText = vi.fn(async (text: string) => STATIONS.filter((option) => option.label.toLowerCase().includes(text.toLowerCase())));

function Harness({ search = byText, onChange = vi.fn() }: { search?: (text: string) => Promise<readonly ComboboxOption[]>; onChange?: (option: ComboboxOption) => void }) {
  const [value, setValue] = useState<ComboboxOption | null>(null);
  return (
    <Combobox
      label="Station"
      value={value}
      search={search}
      onChange={(option) => {
        setValue(option);
        onChange(option);
      }}
    />
  );
}

describe('Combobox: search-as-you-type picker', () => {
  beforeEach(async () => {
    byText.mockClear();
    await setupI18n('en');
  });

  test('searches what was typed and picks a match with the mouse', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Station' });
    expect(input).toHaveAttribute('placeholder', 'Type to search');
    expect(input).not.toHaveAttribute('dir');
    await user.type(input, 'res');
    await waitFor(() => expect(byText).toHaveBeenLastCalledWith('res'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.click(screen.getByRole('option', { name: 'RES-2 · South reservoir' }));
    expect(onChange).toHaveBeenCalledWith(STATIONS[1]);
    expect(input).toHaveValue('RES-2 · South reservoir');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // A Latin label in a right-to-left page keeps its start in view.
    expect(input).toHaveAttribute('dir', 'auto');
  });

  test('moves through the matches with the arrow keys, picks with Enter and closes with Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Station' });
    await user.click(input);
    await screen.findByRole('option', { name: 'PS-1 · Pump station' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const third = screen.getByRole('option', { name: 'PS-1 · Pump station' });
    expect(third).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', third.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith(STATIONS[2]);
    expect(input).toHaveValue('PS-1 · Pump station');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test('says when nothing matches, and shows its own error when the search fails', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Station' }), 'zzz');
    expect(await screen.findByText('Nothing matches what you typed.')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    unmount();
    render(<Harness search={() => Promise.reject(new Error('offline'))} />);
    await user.type(screen.getByRole('combobox', { name: 'Station' }), 'res');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The search failed. Type again to retry.'));
  });
});
