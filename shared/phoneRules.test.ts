import { describe, expect, it } from 'vitest';
import { allowedCountries, dialCodeOf, e164Digits, isCyprusNonMobile, phoneDigits, phoneProblem, unknownPhoneCountries } from './phoneRules.ts';

describe('phone rules (001 §5)', () => {
  it('wants digits only, at least 11 with the dial code, and a mobile with Cyprus', () => {
    expect(phoneProblem('357', '9911122a')).toBe('notDigits');
    expect(phoneProblem('357', '991112')).toBe('tooShort');
    expect(phoneProblem('357', '22111222')).toBe('notCyprusMobile');
    expect(phoneProblem('357', '99111222')).toBeNull();
    expect(phoneProblem('30', '2101234567')).toBeNull();
  });
  it('tells a whole Cyprus number that is no mobile', () => {
    expect(isCyprusNonMobile('35722111222')).toBe(true);
    expect(isCyprusNonMobile('35799111222')).toBe(false);
    expect(isCyprusNonMobile('302101234567')).toBe(false);
  });
});

describe('allowed countries', () => {
  it('come from the settings in any case, CY when none is known', () => {
    expect(allowedCountries(['CY', 'gr '])).toEqual([
      { code: 'CY', dialCode: '357' },
      { code: 'GR', dialCode: '30' },
    ]);
    expect(allowedCountries([])).toEqual([{ code: 'CY', dialCode: '357' }]);
    expect(allowedCountries(['XX'])).toEqual([{ code: 'CY', dialCode: '357' }]);
  });
  it('are every country libphonenumber knows, not a fixed list', () => {
    expect(allowedCountries(['KZ', 'MT', 'NZ'])).toEqual([
      { code: 'KZ', dialCode: '7' },
      { code: 'MT', dialCode: '356' },
      { code: 'NZ', dialCode: '64' },
    ]);
    expect(dialCodeOf('br')).toBe('55');
    expect(dialCodeOf('XX')).toBeNull();
  });
  it('report the entries no country is known by, as written', () => {
    expect(unknownPhoneCountries(['CY', 'XX', ' Greece', '', 'kz'])).toEqual(['XX', ' Greece']);
  });
});

describe('E.164 numbers as the utility keeps them', () => {
  it('takes a number typed whole without its plus, 00 and separators', () => {
    expect(phoneDigits(' +357 99-123456 ')).toBe('35799123456');
    expect(phoneDigits('0030 (210) 123.4567')).toBe('302101234567');
  });
  it('joins a dial code and a national number, dropping the trunk prefix a country drops abroad', () => {
    expect(e164Digits({ dialCode: '357', number: '99001122' })).toBe('35799001122');
    expect(e164Digits({ dialCode: '30', number: '2101234567' })).toBe('302101234567');
    expect(e164Digits({ dialCode: '44', number: '07700 900123' })).toBe('447700900123');
    expect(e164Digits({ dialCode: '357', number: ' ' })).toBeNull();
    expect(e164Digits({ dialCode: '', number: '99001122' })).toBe('99001122');
  });
});
