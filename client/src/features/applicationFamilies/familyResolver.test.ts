import { describe, expect, test } from 'vitest';
import { familyResolver, problemsToErrors } from './familyResolver';
import { TEST_FAMILY } from './testFamily';

const resolve = (mode: Parameters<typeof familyResolver>[1], values: Record<string, unknown>) =>
  familyResolver(TEST_FAMILY, mode, () => 'en')(values as never);

describe('familyResolver (shared/applicationForms/validate.ts in the form)', () => {
  test('maps problems: a value by its nested path, a group count and a document under keys of their own', () => {
    const errors = problemsToErrors(
      TEST_FAMILY,
      [
        { path: 'applicants.1.fullName', code: 'required' },
        { path: 'applicants', code: 'tooFewItems', params: { min: 1 } },
        { path: 'documents.plan', code: 'documentMissing' },
        { path: 'address.postcode', code: 'postcodeFormat' },
      ],
      'en',
    ) as Record<string, unknown>;
    expect((errors['applicants'] as Array<Record<string, { type: string }>>)[1]!['fullName']!.type).toBe('required');
    expect((errors['#group:applicants'] as { type: string }).type).toBe('tooFewItems');
    expect((errors['#document:plan'] as { message: string }).message).not.toBe('');
    expect((errors['address'] as Record<string, { type: string }>)['postcode']!.type).toBe('postcodeFormat');
  });

  test("Next checks every rule of its step only; a blur only the form of what is typed", () => {
    const values = { siteName: '', volume: '5000', applicants: [{}] };
    const next = resolve(() => ({ mode: 'submit', steps: ['site'] }), values);
    expect(Object.keys(next.errors).sort()).toEqual(['district', 'siteName', 'volume']);
    const blur = resolve(() => ({ mode: 'save' }), values);
    expect(Object.keys(blur.errors)).toEqual(['volume']);
    const people = resolve(() => ({ mode: 'submit', steps: ['people'] }), values);
    expect(Object.keys(people.errors).sort()).toEqual(['#group:applicants', 'applicants']);
    // The empty item shown is the one to fill: its required field says so.
    expect((people.errors['applicants'] as unknown as Array<Record<string, { type: string }>>)[0]!['fullName']!.type).toBe('required');
  });

  test('the documents step needs every mandatory document uploaded', () => {
    const values = { siteName: 'North', district: 'NIC', applicants: [{ fullName: 'Maria' }] };
    expect(Object.keys(resolve(() => ({ mode: 'submit', uploadedDocuments: [] }), values).errors)).toEqual(['#document:plan']);
    expect(resolve(() => ({ mode: 'submit', uploadedDocuments: ['plan'] }), values).errors).toEqual({});
  });
});
