import type { SaveFamilyApplicationInput } from '../../__generated__/resolvers.ts';
import type { LanguageCode } from '../../request/language.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { MAX_TEXT_LENGTH } from '../../../../shared/applicationForms/definition.ts';
import { problemText, type Problem } from '../../../../shared/applicationForms/problems.ts';

/** The utility's bounds of a save (docs/applicationFamilies.md, Values): a family code, a `<group>.<i>` item. */
const MAX_CODE_LENGTH = 100;
const MAX_ITEM_LENGTH = 120;

/**
 * What no family can take, refused before the utility is asked, with the rules' own texts: a value over
 * the longest text any field takes, a removed item no group can have. The family's rules are the
 * utility's to check (shared/applicationForms/validate.ts).
 */
export function saveInputErrors(language: LanguageCode, input: SaveFamilyApplicationInput): UserError[] {
  const refusal = (problem: Problem, field: string) => userError('INVALID_INPUT', problemText(language, problem), field);
  const errors: UserError[] = [];
  for (const { path, value } of input.values) {
    if ([...value].length > MAX_TEXT_LENGTH) errors.push(refusal({ path, code: 'tooLong', params: { max: MAX_TEXT_LENGTH } }, `values.${path.trim()}`));
  }
  for (const item of input.removedItems ?? []) {
    if (item.length > MAX_ITEM_LENGTH) errors.push(refusal({ path: item, code: 'unknownField' }, 'removedItems'));
  }
  return errors;
}

/** A code longer than any family's is no family: the same answer as an unknown one. */
export const isPossibleFamilyCode = (code: string): boolean => code !== '' && code.length <= MAX_CODE_LENGTH;
