import { describe, expect, it } from 'vitest';
import { e164Digits } from '../../../../shared/phoneRules';
import { canComplete, supportProblems, type SupportDetails } from './supportRules';

const filled: SupportDetails = {
  name: 'Eleni',
  email: 'eleni@example.test',
  phone: { dialCode: '357', number: '' },
  subject: 'Leak',
  message: 'Water on the street',
};

describe('support form rules (001 §5 contact form)', () => {
  it('accepts a complete form without a phone', () => {
    expect(supportProblems(filled)).toEqual({});
    expect(canComplete(filled)).toBe(true);
    expect(e164Digits(filled.phone)).toBeNull();
  });

  it('names required fields, a wrong e-mail and a wrong phone', () => {
    expect(supportProblems({ ...filled, name: ' ', message: '', email: 'eleni@' , phone: { dialCode: '357', number: '22001122' } })).toEqual({
      name: 'form.errors.required',
      message: 'form.errors.required',
      email: 'form.errors.wrongEmail',
      phone: 'form.errors.wrongPhone',
    });
    expect(canComplete({ ...filled, message: '' })).toBe(false);
  });

  it('accepts a phone only, an e-mail only or both, and asks for one of them when neither is given', () => {
    const phoneOnly = { ...filled, email: ' ', phone: { dialCode: '357', number: '99001122' } };
    expect(supportProblems(phoneOnly)).toEqual({});
    expect(canComplete(phoneOnly)).toBe(true);
    expect(supportProblems({ ...phoneOnly, email: 'eleni@example.test' })).toEqual({});
    const neither = { ...filled, email: '' };
    expect(supportProblems(neither)).toEqual({ email: 'form.errors.contactRequired' });
    expect(canComplete(neither)).toBe(false);
  });

  it('joins the dial code and the number for the SMS code', () => {
    expect(e164Digits({ dialCode: '357', number: '99001122' })).toBe('35799001122');
  });
});
