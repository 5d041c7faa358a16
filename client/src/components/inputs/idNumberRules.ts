/** The identity-number input's rules (001 §3, §4, §5). */

/** 001 §3: an id type; `description` may be 'prefix|description'. */
export interface IdType {
  value: string;
  text: string;
  description?: string | null;
  regularExpression?: string | null;
}

/** 001 §4: the input emits an id (with its prefix) and its type only after validation, else nulls. */
export interface IdNumberResult {
  id: string | null;
  idTypeId: string | null;
}

export function splitDescription(description: string | null | undefined): { prefix: string; description: string } {
  if (!description) return { prefix: '', description: '' };
  const bar = description.indexOf('|');
  return bar < 0 ? { prefix: '', description } : { prefix: description.slice(0, bar), description: description.slice(bar + 1) };
}

/** True when the typed part (after the prefix) matches the type's pattern; a type without one takes any non-empty value. */
function isValidIdNumber(type: IdType, typed: string): boolean {
  const value = typed.trim();
  if (value === '') return false;
  if (!type.regularExpression) return true;
  try {
    return new RegExp(type.regularExpression).test(value);
  } catch {
    return true;
  }
}

export function idNumberResult(type: IdType, typed: string): IdNumberResult {
  if (!isValidIdNumber(type, typed)) return { id: null, idTypeId: null };
  return { id: `${splitDescription(type.description).prefix}${typed.trim()}`, idTypeId: type.value };
}
