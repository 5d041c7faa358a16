import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { PasswordPair } from './PasswordPair';
import type { PasswordPairValue } from './passwordRules';
import type { PasswordPolicy } from '../../../../shared/passwordRules';

const strong: PasswordPolicy = { minimumLength: 8, strong: true };

function Harness({ onReport }: { onReport: (value: PasswordPairValue) => void }) {
  const [value, setValue] = useState<PasswordPairValue>({ password: '', password2: '', canContinue: false });
  return (
    <PasswordPair
      value={value}
      policy={strong}
      onChange={(next) => {
        setValue(next);
        onReport(next);
      }}
    />
  );
}

describe('PasswordPair', () => {
  beforeEach(() => setupI18n('en'));

  test('shows a message per rule, checks the repeat and reports canContinue', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    render(<Harness onReport={onReport} />);
    const password = screen.getByLabelText('New password');
    const repeat = screen.getByLabelText('Repeat new password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');

    await user.type(password, 'abc');
    expect(password).toHaveAccessibleDescription('The password needs at least 8 characters. Add at least one digit. Add at least one symbol.');
    await user.clear(password);
    await user.type(password, 'Demo-2026!');
    expect(password).not.toHaveAttribute('aria-invalid');

    await user.type(repeat, 'Demo-2026');
    expect(repeat).toHaveAccessibleDescription('Passwords do not match');
    expect(onReport).toHaveBeenLastCalledWith({ password: 'Demo-2026!', password2: 'Demo-2026', canContinue: false });
    await user.type(repeat, '!');
    expect(repeat).not.toHaveAttribute('aria-invalid');
    expect(onReport).toHaveBeenLastCalledWith({ password: 'Demo-2026!', password2: 'Demo-2026!', canContinue: true });
  });
});
