import { describe, expect, it } from 'vitest';
import { compareSchemas } from './breakingChanges.ts';

const RELEASED = `
  type Query { viewer: Viewer }
  type Viewer { language: String! isAuthenticated: Boolean! }
  enum UserErrorCode { INVALID_INPUT REJECTED }
`;

describe('compareSchemas', () => {
  it('finds no change in the same schema, and none that breaks when fields are added', () => {
    expect(compareSchemas(RELEASED, RELEASED)).toEqual({ breaking: [], dangerous: [] });
    const added = RELEASED.replace('isAuthenticated: Boolean!', 'isAuthenticated: Boolean! theme: String');
    expect(compareSchemas(RELEASED, added)).toEqual({ breaking: [], dangerous: [] });
  });

  it('lists removed fields and changed types as breaking, new enum values as dangerous', () => {
    const changed = RELEASED.replace('isAuthenticated: Boolean!', '')
      .replace('language: String!', 'language: Int!')
      .replace('REJECTED', 'REJECTED RATE_LIMITED');
    expect(compareSchemas(RELEASED, changed)).toEqual({
      breaking: [
        'FIELD_REMOVED: Viewer.isAuthenticated was removed.',
        'FIELD_CHANGED_KIND: Viewer.language changed type from String! to Int!.',
      ],
      dangerous: ['VALUE_ADDED_TO_ENUM: RATE_LIMITED was added to enum type UserErrorCode.'],
    });
  });
});
