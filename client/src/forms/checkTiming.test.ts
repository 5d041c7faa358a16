import { describe, expect, test } from 'vitest';
import { problemToShow } from './checkTiming';

describe('when a field shows its problem (every form, the login form too)', () => {
  const notShown = () => false;
  const shown = () => true;

  test('a field left blank and untouched is refused on submit only', () => {
    expect(problemToShow('Required', '', { wholeForm: false, shown: notShown })).toBeUndefined();
    expect(problemToShow('Required', '   ', { wholeForm: false, shown: notShown })).toBeUndefined();
    expect(problemToShow('Required', undefined, { wholeForm: true, shown: notShown })).toBe('Required');
  });

  test('a blank field that already shows a problem keeps showing it while corrected', () => {
    expect(problemToShow('Required', '', { wholeForm: false, shown })).toBe('Required');
  });

  test('a typed value is checked as soon as the field is left; no problem, nothing shown', () => {
    expect(problemToShow('Not an e-mail', 'maria@', { wholeForm: false, shown: notShown })).toBe('Not an e-mail');
    expect(problemToShow(null, 'maria@demo.test', { wholeForm: false, shown })).toBeUndefined();
  });
});
