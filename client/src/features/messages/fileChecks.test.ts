import { describe, expect, test } from 'vitest';
import { MESSAGE_ATTACHMENT_MAX_BYTES, fileProblem } from './fileChecks';

describe('fileProblem (002 §5)', () => {
  test('accepts allowed types under 3 MB while fewer than 3 are attached', () => {
    expect(fileProblem({ name: 'Scan.PDF', size: 10 }, 2)).toBeNull();
    expect(fileProblem({ name: 'sheet.xlsx', size: MESSAGE_ATTACHMENT_MAX_BYTES - 1 }, 0)).toBeNull();
  });
  test('refuses a fourth file, a file of 3 MB or more, and other types', () => {
    expect(fileProblem({ name: 'a.pdf', size: 10 }, 3)).toBe('maximum');
    expect(fileProblem({ name: 'a.pdf', size: MESSAGE_ATTACHMENT_MAX_BYTES }, 0)).toBe('tooBig');
    expect(fileProblem({ name: 'setup.exe', size: 10 }, 0)).toBe('type');
    expect(fileProblem({ name: 'noextension', size: 10 }, 0)).toBe('type');
  });
});
