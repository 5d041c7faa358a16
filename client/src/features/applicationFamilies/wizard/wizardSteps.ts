import type { FamilyDefinition } from '../../../../../shared/applicationForms/definition';

/** The wizard's own steps after the family's: its documents (when it takes any) and the review before Submit. */
export const DOCUMENTS_STEP = '#documents';
export const REVIEW_STEP = '#review';

export const wizardSteps = (family: FamilyDefinition): string[] => [
  ...family.steps.map((step) => step.id),
  ...(family.documents.length > 0 ? [DOCUMENTS_STEP] : []),
  REVIEW_STEP,
];

/** The step holding a problem's path (`<field>…`, `<group>…`, `documents.<id>`), or null when none does. */
export function stepOfPath(family: FamilyDefinition, path: string): string | null {
  if (path.startsWith('documents.') || path.startsWith('#document:')) return DOCUMENTS_STEP;
  const first = (path.startsWith('#group:') ? path.slice('#group:'.length) : path).split('.')[0];
  return family.steps.find((step) => step.fields.some((field) => field.id === first) || step.groups.some((group) => group.id === first))?.id ?? null;
}

/** A userError's `field` (`values.<path>`, `documents.<id>`) as the problem path it names, or null. */
export function problemPathOfField(field: string | null | undefined): string | null {
  if (!field) return null;
  if (field.startsWith('values.')) return field.slice('values.'.length);
  if (field.startsWith('documents.')) return field;
  return null;
}
