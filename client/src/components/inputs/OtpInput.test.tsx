import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { OtpInput, cleanCode } from './OtpInput';

function Harness() {
  const [code, setCode] = useState('');
  return <OtpInput label="Code" value={code} onChange={setCode} />;
}

describe('OtpInput (docs/architecture.md §4, 001 §5)', () => {
  test('is a numeric one-time-code field of at most 6 characters', () => {
    render(<Harness />);
    const field = screen.getByLabelText('Code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '6');
  });

  test('a pasted code is trimmed before it is cut to length', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByLabelText('Code');
    await user.click(field);
    await user.paste(' 123 456\n');
    expect(field).toHaveValue('123456');
    expect(cleanCode('12 34 5678')).toBe('123456');
  });
});
