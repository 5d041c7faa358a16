import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { PHONE_DEBOUNCE_MS } from '../timing';
import { PhoneInput, type PhoneValue } from './PhoneInput';

function Harness({ onValid }: { onValid: (valid: boolean) => void }) {
  const [value, setValue] = useState<PhoneValue>({ dialCode: '', number: '' });
  return <PhoneInput label="New mobile" value={value} onChange={setValue} onValidChange={onValid} countries={['CY', 'GR']} />;
}

describe('PhoneInput', () => {
  beforeEach(async () => {
    await setupI18n('en');
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  test('defaults to CY and validates 1 s after the last keystroke', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    expect(screen.getByLabelText('Country code')).toHaveValue('357');
    const field = screen.getByLabelText('New mobile');
    await user.type(field, '22111222');
    expect(field).not.toHaveAttribute('aria-invalid');
    await act(() => vi.advanceTimersByTimeAsync(PHONE_DEBOUNCE_MS));
    expect(field).toHaveAccessibleDescription('This is not a Cyprus mobile number (it must begin with 9)');
    expect(onValid).toHaveBeenLastCalledWith(false);

    await user.clear(field);
    await user.type(field, '99 111 222');
    expect(field).toHaveValue('99111222');
    expect(onValid).toHaveBeenLastCalledWith(false);
    await act(() => vi.advanceTimersByTimeAsync(PHONE_DEBOUNCE_MS));
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(onValid).toHaveBeenLastCalledWith(true);

    // Greece's dial code is shorter: 30 plus eight digits is too short a number.
    await user.selectOptions(screen.getByLabelText('Country code'), '30');
    expect(field).toHaveAccessibleDescription('The phone number is not valid');
  });
});
