import { describe, expect, it } from 'vitest';
import type { FamilyDefinition } from './definition.ts';
import { problemText } from './problems.ts';
import { validateApplication } from './validate.ts';

// `002 §5`: several e-mails or phones may be separated by commas, and each is checked: a refused list
// names the entry that is wrong, so that the applicant finds it among the others.

const family: FamilyDefinition = {
  code: 'lists',
  applicationType: 99,
  name: 'Lists',
  summary: '',
  visitorAllowed: false,
  steps: [
    {
      id: 'contact',
      title: 'Contact',
      fields: [
        { id: 'emails', kind: 'emailList', label: 'E-mails', required: true },
        { id: 'phones', kind: 'phoneList', label: 'Phones', required: false, phoneType: 'any' },
      ],
      groups: [],
    },
  ],
  rules: [],
  documents: [],
  lookups: [],
  fee: null,
  issues: { kind: 'certificate', title: 'Certificate', validityMonths: null },
};
const check = (values: Record<string, string>) => validateApplication(family, values, { mode: 'save', today: '2026-11-27' });

describe('a list of e-mails or phones', () => {
  it('takes entries separated by commas or semicolons, spaces around them', () => {
    expect(check({ emails: 'a@kyriakou.cy,b@kyriakou.cy ; c@kyriakou.cy', phones: '24531870, 99 318 452;22-001100' })).toEqual([]);
  });

  it('names its first wrong entry, in every language', () => {
    const problems = check({ emails: 'a@kyriakou.cy, accounts@kyriakou, also@wrong', phones: '24531870, 2453187' });
    expect(problems).toEqual([
      { path: 'emails', code: 'emailListFormat', params: { entry: 'accounts@kyriakou' } },
      { path: 'phones', code: 'phoneListFormat', params: { entry: '2453187' } },
    ]);
    expect(problemText('en', problems[0]!)).toBe('Enter valid e-mail addresses, separated by commas; not valid: accounts@kyriakou');
    for (const language of ['el', 'ru', 'ar'] as const) expect(problemText(language, problems[1]!)).toMatch(/: 2453187$/);
  });

  it('cuts a long wrong entry in its text', () => {
    const [problem] = check({ emails: `${'x'.repeat(300)}@` });
    expect(problem?.params?.['entry']).toBe(`${'x'.repeat(40)}…`);
  });
});
