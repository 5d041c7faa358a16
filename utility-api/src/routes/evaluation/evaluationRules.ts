/**
 * Customer evaluation applications (000 §2 /customerEvaluation, 002 §2 "steps 1 to 4"). The spec shows no
 * fields; these are designed here and documented in the README ("Customer evaluation").
 */
export const SUPPLY_TYPES = ['water', 'electricity'] as const;
export const PROPERTY_TYPES = ['house', 'apartment', 'shop', 'office'] as const;
export const USAGE_TYPES = ['domestic', 'commercial'] as const;
export const EVALUATION_LIMITS = { name: 100, address: 200, postalCode: 10, occupantsMax: 50, consumptionMax: 1_000_000 } as const;
/** Postal codes of the demo utility's country: four digits (Cyprus). */
export const POSTAL_CODE = /^\d{4}$/;
/** References look like `EV-000042`: the row id, never reused. */
export const REFERENCE_PREFIX = 'EV-';
export const REFERENCE_DIGITS = 6;
/** The applicant opens `/customerEvaluation/{accessKey}`: 32 random bytes, URL-safe. */
export const ACCESS_KEY_BYTES = 32;
