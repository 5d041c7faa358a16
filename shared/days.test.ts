import { describe, expect, it } from 'vitest';
import { checkTypedRange, endsBeforeStart, localDayOf, parseBoundDay, parseIsoDay, parseTypedDay, parseTypedDayTime, parseTypedTime, typedDayOf, typedDayTimeOf, typedTimeOf } from './days.ts';

describe('days (002 §9)', () => {
  it('reads DD/MM/YYYY and refuses days that do not exist or come before 1901', () => {
    expect(parseTypedDay('05/03/2026')).toBe('2026-03-05');
    expect(parseTypedDay(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseTypedDay('29/02/2028')).toBe('2028-02-29');
    expect(parseTypedDay('30/02/2026')).toBeNull();
    expect(parseTypedDay('2026-03-05')).toBeNull();
    expect(parseTypedDay('01/01/1900')).toBeNull();
    expect(typedDayOf('2026-03-05')).toBe('05/03/2026');
  });
  it('reads YYYY-MM-DD calendar days, any year, and bounds only after 1900', () => {
    expect(parseIsoDay('2026-02-28')).toBe('2026-02-28');
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('2026-2-3')).toBeNull();
    expect(parseIsoDay('0050-01-01')).toBe('0050-01-01');
    expect(parseIsoDay(null)).toBeNull();
    expect(parseBoundDay('1900-12-31')).toBeNull();
    expect(parseBoundDay('1901-01-01')).toBe('1901-01-01');
  });
  it('reads DD/MM/YYYY HH:mm as a real day and a time of day, and writes it back', () => {
    expect(parseTypedDayTime(' 2/3/2026  8:05 ')).toEqual({ day: '2026-03-02', hour: 8, minute: 5 });
    expect(parseTypedDayTime('02/03/2026 23:59')).toEqual({ day: '2026-03-02', hour: 23, minute: 59 });
    expect(parseTypedDayTime('02/03/2026 24:00')).toBeNull();
    expect(parseTypedDayTime('02/03/2026 08:60')).toBeNull();
    expect(parseTypedDayTime('30/02/2026 08:00')).toBeNull();
    expect(parseTypedDayTime('02/03/2026')).toBeNull();
    expect(parseTypedDayTime('2026-03-02T08:00')).toBeNull();
    expect(typedDayTimeOf({ day: '2026-03-02', hour: 8, minute: 5 })).toBe('02/03/2026 08:05');
  });
  it('reads HH:mm as a time of day, 24:00 only as the end of a day, and writes it back', () => {
    expect(parseTypedTime(' 8:05 ')).toEqual({ hour: 8, minute: 5 });
    expect(parseTypedTime('23:59')).toEqual({ hour: 23, minute: 59 });
    expect(parseTypedTime('24:00')).toBeNull();
    expect(parseTypedTime('24:00', { endOfDay: true })).toEqual({ hour: 24, minute: 0 });
    expect(parseTypedTime('24:01', { endOfDay: true })).toBeNull();
    expect(parseTypedTime('08:60')).toBeNull();
    expect(parseTypedTime('0800')).toBeNull();
    expect(parseTypedTime('8.00')).toBeNull();
    expect(parseTypedTime('08:00 AM')).toBeNull();
    expect(typedTimeOf({ hour: 8, minute: 5 })).toBe('08:05');
  });
  it('gives the day of a moment in the local calendar', () => {
    expect(localDayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('a range of days (002 §5)', () => {
  it('ends before it starts only when the end is an earlier day', () => {
    expect(endsBeforeStart('2026-02-01', '2026-01-31')).toBe(true);
    expect(endsBeforeStart('2026-02-01', '2026-02-01')).toBe(false);
    expect(endsBeforeStart('2026-01-31', '2026-02-01')).toBe(false);
  });
  it('needs both days, real ones', () => {
    expect(checkTypedRange('01/01/2026', '31/01/2026')).toEqual({ range: { from: '2026-01-01', to: '2026-01-31' }, errors: { from: null, to: null } });
    expect(checkTypedRange('5/1/2026', '05/01/2026').range).toEqual({ from: '2026-01-05', to: '2026-01-05' });
    expect(checkTypedRange('', '30/02/2026')).toEqual({ range: null, errors: { from: 'required', to: 'invalid' } });
    expect(checkTypedRange('2026-01-01', '01/02/2026').errors.from).toBe('invalid');
  });
  it('puts an end before the start on the end ("To") field, the start left without error', () => {
    expect(checkTypedRange('01/03/2026', '01/02/2026')).toEqual({ range: null, errors: { from: null, to: 'order' } });
  });
});

/** What a `Date` makes of a year, month and day: the day it names when it is a real one, else null. */
function dateDay(year: number, month: number, day: number): string | null {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const digits = (value: number, width: number) => String(value).padStart(width, '0');

describe('real calendar days, counted', () => {
  it('answers what a Date makes of every month end and leap day of the years 0 to 9999', () => {
    const differing: string[] = [];
    for (let year = 0; year <= 9999; year += 1) {
      for (const month of [0, 1, 2, 4, 12, 13]) {
        for (const day of [0, 1, 28, 29, 30, 31, 32]) {
          const iso = `${digits(year, 4)}-${digits(month, 2)}-${digits(day, 2)}`;
          if (parseIsoDay(iso) !== dateDay(year, month, day)) differing.push(iso);
        }
      }
    }
    expect(differing).toEqual([]);
    expect(parseIsoDay('2000-02-29')).toBe('2000-02-29');
    expect(parseIsoDay('1900-02-29')).toBeNull();
    expect(parseIsoDay('0000-02-29')).toBe('0000-02-29');
  });

  it('answers what a Date makes of every day number of every month of four centuries', () => {
    const differing: string[] = [];
    for (let year = 1900; year <= 2300; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const typed = `${day}/${month}/${year}`;
          if (parseTypedDay(typed) !== (year < 1901 ? null : dateDay(year, month, day))) differing.push(typed);
        }
      }
    }
    expect(differing).toEqual([]);
  });
});

