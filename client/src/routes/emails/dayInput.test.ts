import { describe, expect, test } from 'vitest';
import { checkRange, defaultRange, parseTypedDay, typedDayOf } from './dayInput';

describe('e-mail search days (002 §5, §9)', () => {
  test('reads DD/MM/YYYY and refuses days that do not exist', () => {
    expect(parseTypedDay('05/03/2026')).toBe('2026-03-05');
    expect(parseTypedDay(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseTypedDay('30/02/2026')).toBeNull();
    expect(parseTypedDay('2026-03-05')).toBeNull();
    expect(parseTypedDay('01/01/1900')).toBeNull();
    expect(typedDayOf('2026-03-05')).toBe('05/03/2026');
  });

  test('needs both days, real ones, in order; each problem on its own field', () => {
    expect(checkRange('01/01/2026', '31/01/2026')).toEqual({ range: { from: '2026-01-01', to: '2026-01-31' }, errors: { from: null, to: null } });
    expect(checkRange('31/01/2026', '31/01/2026').range).toEqual({ from: '2026-01-31', to: '2026-01-31' });
    expect(checkRange('01/02/2026', '01/01/2026')).toEqual({ range: null, errors: { from: 'order', to: null } });
    expect(checkRange('', '32/01/2026')).toEqual({ range: null, errors: { from: 'required', to: 'invalid' } });
  });

  test('opens on the last 12 months', () => {
    expect(defaultRange(new Date(2026, 10, 22))).toEqual({ from: '2025-11-23', to: '2026-11-22' });
  });
});
