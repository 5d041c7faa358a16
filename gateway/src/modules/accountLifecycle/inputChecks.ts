import type { LanguageCode } from '../../request/language.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { authMessage } from '../auth/messages.ts';

/** Fields that must not be blank once trimmed (`000 §5`: inputs are trimmed; mandatory fields). */
export function requiredErrors(language: LanguageCode, fields: Record<string, string | null | undefined>): UserError[] {
  return Object.entries(fields)
    .filter(([, value]) => (value ?? '').trim() === '')
    .map(([field]) => userError('INVALID_INPUT', authMessage('required', language), field));
}

/** The repeated password must match (`000 §5`, `001 §5` Password); the rules themselves are the upstream's (17). */
export function passwordPairErrors(language: LanguageCode, password: string, repeat: string, repeatField: string): UserError[] {
  return password === repeat ? [] : [userError('PASSWORDS_DO_NOT_MATCH', authMessage('passwordsDoNotMatch', language), repeatField)];
}

