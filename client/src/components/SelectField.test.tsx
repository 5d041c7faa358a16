import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { SelectField } from './SelectField';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

function Harness({ onEvent }: { onEvent: (value: string) => void }) {
  const [value, setValue] = useState('');
  return <SelectField label="Letter" placeholder="Choose…" value={value} onChange={(event) => onEvent(event.target.value)} onValueChange={setValue} options={options} error={value ? null : 'Choose a letter'} errorTestId="letter-error" />;
}

describe('SelectField (docs/architecture.md §4: the one select of the portal)', () => {
  test('gives the chosen value to onValueChange after onChange, and ties its error to the select', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<Harness onEvent={onEvent} />);
    const select = screen.getByRole('combobox', { name: 'Letter' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('letter-error').id).toBe(select.getAttribute('aria-describedby'));
    await user.selectOptions(select, 'b');
    expect(onEvent).toHaveBeenCalledWith('b');
    expect(select).toHaveValue('b');
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  test('required is announced, never the browser check; the brand border only where the form asks for it', () => {
    render(
      <>
        <SelectField label="Emphasized" required requiredMark="required" options={options} />
        <SelectField label="Plain" required emphasizeRequired={false} options={options} />
      </>,
    );
    const emphasized = screen.getByRole('combobox', { name: /^Emphasized/ });
    const plain = screen.getByRole('combobox', { name: 'Plain' });
    for (const select of [emphasized, plain]) {
      expect(select).toHaveAttribute('aria-required', 'true');
      expect(select).not.toHaveAttribute('required');
    }
    expect(emphasized.className).toContain('border-brand-main');
    expect(plain.className).not.toContain('border-brand-main');
  });
});
