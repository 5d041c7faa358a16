import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { TextField } from '../TextField';
import { FilterPanel } from './FilterPanel';

/** A list's filters: a name in the row, a town behind "More filters" that must be at least 3 letters. */
function Filters({ onApply }: { onApply: (filters: { name: string; town: string }) => void }) {
  const [name, setName] = useState('');
  const [town, setTown] = useState('');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    setInvalid(town !== '' && town.length < 3);
    if (town === '' || town.length >= 3) onApply({ name, town });
  };
  return (
    <FilterPanel
      label="Filters"
      testId="people"
      onApply={apply}
      onClear={vi.fn()}
      chips={[]}
      moreInvalid={invalid}
      primary={<TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />}
      more={<TextField label="Town" value={town} error={invalid ? 'Too short' : null} onChange={(event) => setTown(event.target.value)} />}
    />
  );
}

describe('FilterPanel', () => {
  beforeEach(() => {
    window.localStorage.clear();
    return setupI18n('en');
  });

  test('"More filters" shows the other filters; folding them keeps what was typed, and the browser remembers the panel open', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const first = renderWithProviders(<Filters onApply={onApply} />);
    expect(screen.queryByRole('textbox', { name: 'Town' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.type(screen.getByRole('textbox', { name: 'Town' }), 'Limassol');
    await user.click(screen.getByRole('button', { name: 'Fewer filters' }));
    expect(screen.getByRole('button', { name: 'More filters' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ name: '', town: 'Limassol' });
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    expect(screen.getByRole('textbox', { name: 'Town' })).toHaveValue('Limassol');
    first.unmount();

    renderWithProviders(<Filters onApply={onApply} />);
    expect(screen.getByRole('textbox', { name: 'Town' })).toBeVisible();
  });

  test('a problem in a folded filter opens the panel to show it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Filters onApply={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.type(screen.getByRole('textbox', { name: 'Town' }), 'Li');
    await user.click(screen.getByRole('button', { name: 'Fewer filters' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('textbox', { name: 'Town' })).toHaveAccessibleDescription('Too short');
  });
});
