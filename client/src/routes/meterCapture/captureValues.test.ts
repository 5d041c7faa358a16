import { describe, expect, it } from 'vitest';
import { liveConsumption, nextOutstanding, readingFormatProblem } from './captureValues';

describe('readingFormatProblem', () => {
  it('asks for a whole number within the dials, or none when the meter was not reached', () => {
    expect(readingFormatProblem('', 99_999, true)).toBe('required');
    expect(readingFormatProblem('  ', 99_999, false)).toBeNull();
    expect(readingFormatProblem('12.5', 99_999, true)).toBe('notWholeNumber');
    expect(readingFormatProblem('-3', 99_999, true)).toBe('notWholeNumber');
    expect(readingFormatProblem('100000', 99_999, true)).toBe('outOfRange');
    expect(readingFormatProblem(' 0042 ', 99_999, true)).toBeNull();
  });
});

describe('liveConsumption', () => {
  it('counts from the previous reading, across the rollover after a clock-over', () => {
    expect(liveConsumption('530', 500, 99_999, false)).toBe(30);
    expect(liveConsumption('499', 500, 99_999, false)).toBeNull();
    expect(liveConsumption('20', 99_950, 99_999, true)).toBe(70);
    expect(liveConsumption('600', 500, 99_999, true)).toBeNull();
    expect(liveConsumption('7', null, 99_999, false)).toBe(0);
    expect(liveConsumption('abc', 500, 99_999, false)).toBeNull();
  });
});

describe('nextOutstanding', () => {
  const entries = [
    { id: 'a', status: 'COMPLETED' },
    { id: 'b', status: 'OUTSTANDING' },
    { id: 'c', status: 'COMPLETED' },
    { id: 'd', status: 'OUTSTANDING' },
  ];
  it('moves to the next outstanding meter, wrapping round', () => {
    expect(nextOutstanding(entries, 'b')?.id).toBe('d');
    expect(nextOutstanding(entries, 'd')?.id).toBe('b');
    expect(nextOutstanding(entries, 'a')?.id).toBe('b');
    expect(nextOutstanding([{ id: 'x', status: 'OUTSTANDING' }], 'x')).toBeNull();
  });
});
