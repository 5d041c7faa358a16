/**
 * A postal address as the engine keeps it (docs/applicationFamilies.md "Values"): street and number, a
 * 4-digit postcode, city or community. One rule and one written form for an address field of a family and
 * for the address a visitor gives when starting an application (the holder's address on the issued document).
 */
import { ADDRESS_PARTS, DEFAULT_TEXT_LENGTH, type AddressPart } from './definition.ts';
import type { Problem } from './problems.ts';

export type PostalAddress = Readonly<Record<AddressPart, string>>;

const POSTCODE = /^\d{4}$/;

const isBlank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/**
 * The problems of an address's parts, each at `pathOf(part)`: a missing part when the address is required or
 * another part is filled, a postcode of other than 4 digits, a part longer than 200 characters.
 */
export function addressProblems(parts: Partial<Record<AddressPart, string | undefined>>, required: boolean, pathOf: (part: AddressPart) => string): Problem[] {
  const filled = ADDRESS_PARTS.some((part) => !isBlank(parts[part]));
  const problems: Problem[] = [];
  for (const part of ADDRESS_PARTS) {
    const value = parts[part];
    if (isBlank(value)) {
      if (required || filled) problems.push({ path: pathOf(part), code: 'required' });
    } else if (part === 'postcode' && !POSTCODE.test(value!.trim())) problems.push({ path: pathOf(part), code: 'postcodeFormat' });
    else if ([...value!].length > DEFAULT_TEXT_LENGTH) problems.push({ path: pathOf(part), code: 'tooLong', params: { max: DEFAULT_TEXT_LENGTH } });
  }
  return problems;
}

/** `street, postcode city`, leaving out what is empty. */
export function formatAddress(parts: Partial<Record<AddressPart, string | null | undefined>>): string {
  const [street, postcode, city] = ADDRESS_PARTS.map((part) => parts[part]?.trim() ?? '');
  return [street, [postcode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
