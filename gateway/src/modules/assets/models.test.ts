import { describe, expect, it } from 'vitest';
import { fromEnum, toEnum } from './models.ts';

describe('the upstream’s codes as enum values', () => {
  it('writes each code the same however often it is asked for, beyond the values it keeps too', () => {
    expect(toEnum('pipeSection')).toBe('PIPE_SECTION');
    expect(toEnum('pipeSection')).toBe('PIPE_SECTION');
    expect(toEnum('inService')).toBe('IN_SERVICE');
    for (let i = 0; i < 1500; i += 1) expect(toEnum(`code${i}Value`)).toBe(`CODE${i}_VALUE`);
    expect(toEnum('code1499Value')).toBe('CODE1499_VALUE');
    expect(fromEnum(toEnum('pipeSection'))).toBe('pipeSection');
  });
});
