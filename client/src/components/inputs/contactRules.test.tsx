import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { type ContactAccept, contactKind, contactMessageKey, isValidContact } from './contactRules';
import { EmailOrPhoneInput } from './EmailOrPhoneInput';

function Harness({ accept, pattern }: { accept: ContactAccept; pattern?: string }) {
  const [value, setValue] = useState('');
  return <EmailOrPhoneInput label="Contact" value={value} onChange={setValue} accept={accept} phonePattern={pattern} />;
}

describe('email-or-phone rules (000 §5, 001 §5)', () => {
  test('the at-sign decides between email and phone', () => {
    expect(contactKind('nikos@demo.test')).toBe('email');
    expect(contactKind('99111222')).toBe('phone');
  });

  test('flags choose what is accepted', () => {
    expect(isValidContact('nikos@demo.test', 'email')).toBe(true);
    expect(isValidContact('99111222', 'email')).toBe(false);
    expect(isValidContact('99111222', 'phone', '^9\\d{7}$')).toBe(true);
    expect(isValidContact('22111222', 'phone', '^9\\d{7}$')).toBe(false);
    expect(isValidContact('nikos@demo.test', 'phone')).toBe(false);
    expect(isValidContact(' nikos@demo.test ', 'either')).toBe(true);
    expect(isValidContact('99111222', 'either')).toBe(true);
  });

  test('the message waits until the value is longer than 5 characters', () => {
    expect(contactMessageKey('a@b.c', 'email')).toBeNull();
    expect(contactMessageKey('a@b.cd', 'email')).toBeNull();
    expect(contactMessageKey('nikos@', 'email')).toBe('inputs.contact.invalidEmail');
    expect(contactMessageKey('123456', 'either')).toBe('inputs.contact.invalidPhone');
  });
});

describe('EmailOrPhoneInput', () => {
  beforeEach(() => setupI18n('en'));

  test('shows the valid-email message beside the field only for longer invalid values', async () => {
    const user = userEvent.setup();
    render(<Harness accept="email" />);
    const field = screen.getByLabelText('Contact');
    await user.type(field, 'nikos');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.type(field, '@');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid email');
    await user.type(field, 'demo.test');
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
