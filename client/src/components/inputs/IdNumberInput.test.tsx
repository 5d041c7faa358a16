import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { ID_NUMBER_DEBOUNCE_MS } from '../timing';
import { IdNumberInput } from './IdNumberInput';
import { type IdType, idNumberResult, splitDescription } from './idNumberRules';

const idTypes: IdType[] = [
  { value: '1', text: 'Identity card', description: 'CY|Cypriot identity card', regularExpression: '^\\d{7}$' },
  { value: '2', text: 'Passport', description: 'Any passport', regularExpression: null },
];

describe('identity-number rules (001 §3, §5)', () => {
  test("a description may be 'prefix|description'", () => {
    expect(splitDescription('CY|Cypriot identity card')).toEqual({ prefix: 'CY', description: 'Cypriot identity card' });
    expect(splitDescription('Any passport')).toEqual({ prefix: '', description: 'Any passport' });
  });

  test('the typed part is checked against the pattern, and the id carries the prefix', () => {
    expect(idNumberResult(idTypes[0]!, '0812345')).toEqual({ id: 'CY0812345', idTypeId: '1' });
    expect(idNumberResult(idTypes[0]!, '081234')).toEqual({ id: null, idTypeId: null });
    expect(idNumberResult(idTypes[1]!, ' K123 ')).toEqual({ id: 'K123', idTypeId: '2' });
  });
});

describe('IdNumberInput', () => {
  beforeEach(async () => {
    await setupI18n('en');
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  test('preselects the first type and emits an id only 3 s after a valid value', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    render(<IdNumberInput label="ID number" idTypes={idTypes} onChange={onChange} />);
    expect(screen.getByLabelText('ID type')).toHaveValue('1');
    expect(screen.getByText('CY')).toBeInTheDocument();

    const field = screen.getByLabelText('ID number');
    await user.type(field, '08123');
    await act(() => vi.advanceTimersByTimeAsync(ID_NUMBER_DEBOUNCE_MS));
    expect(field).toHaveAccessibleDescription('There is an error with this field');
    expect(onChange).toHaveBeenLastCalledWith({ id: null, idTypeId: null });

    await user.type(field, '45');
    await act(() => vi.advanceTimersByTimeAsync(ID_NUMBER_DEBOUNCE_MS - 100));
    expect(onChange).toHaveBeenLastCalledWith({ id: null, idTypeId: null });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onChange).toHaveBeenLastCalledWith({ id: 'CY0812345', idTypeId: '1' });
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
