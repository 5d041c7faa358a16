import { type FieldErrors, type ResolverResult, set } from 'react-hook-form';
import { groupPath, type FamilyDefinition, type FieldValues } from '../../../../shared/applicationForms/definition';
import { type Problem, problemText } from '../../../../shared/applicationForms/problems';
import { groupItems, validateApplication } from '../../../../shared/applicationForms/validate';
import type { CatalogLanguage } from '../../../../shared/i18n/catalog';
import { type FormTree, filledValues, flattenValues, todayDay } from './formValues';
import { knownPlotLookups, plotValuesOf } from './plots/plotLookups';

/** How the next validation runs: a step's Next checks every rule of that step; a blur only the form of what is typed. */
export interface ResolverMode {
  mode: 'save' | 'submit';
  steps?: readonly string[];
  /** Ids of the documents uploaded: with every step, a submit then needs each mandatory one. */
  uploadedDocuments?: readonly string[];
}

/**
 * Where a problem shows in the form's errors: a value's path as react-hook-form nests it; a group's item
 * count and a document under keys no field id can take (ids are letters and digits).
 */
export const groupErrorName = (group: string): string => `#group:${group}`;
export const documentErrorName = (document: string): string => `#document:${document}`;

export function problemErrorName(family: FamilyDefinition, path: string): string {
  if (path.startsWith('documents.')) return documentErrorName(path.slice('documents.'.length));
  if (family.steps.some((step) => step.groups.some((group) => group.id === path))) return groupErrorName(path);
  return path;
}

/** The problems of ./validate.ts as react-hook-form errors, each with its text in the user's language. */
export function problemsToErrors(family: FamilyDefinition, problems: readonly Problem[], language: CatalogLanguage): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const name = problemErrorName(family, problem.path);
    const error = { type: problem.code, message: problemText(language, problem) };
    // Group and document keys hold a '.'-free name: set() would nest them otherwise.
    if (name.startsWith('#')) (errors as Record<string, unknown>)[name] = error;
    else set(errors, name, error);
  }
  return errors;
}

/**
 * The rules count only the group items that hold a value; the wizard shows the items still needed as empty
 * ones. When a group has too few, its first empty items are those to fill: their required fields say so.
 */
function pointAtEmptyItems(family: FamilyDefinition, tree: FormTree, filled: FieldValues, problems: readonly Problem[]): Problem[] {
  const pointed: Problem[] = [];
  for (const problem of problems) {
    if (problem.code !== 'tooFewItems') continue;
    const group = family.steps.flatMap((step) => step.groups).find((candidate) => candidate.id === problem.path);
    const shown = tree[problem.path];
    if (!group || !Array.isArray(shown)) continue;
    const holding = new Set(groupItems(filled, group.id));
    const empty = shown.map((_, index) => index).filter((index) => !holding.has(index)).slice(0, Math.max(0, group.minItems - holding.size));
    for (const index of empty) {
      for (const field of group.fields) if (field.required && !field.visibleWhen) pointed.push({ path: groupPath(group.id, index, field.id), code: 'required' });
    }
  }
  return pointed;
}

/**
 * The form's resolver: the one rule implementation (shared/applicationForms/validate.ts) on the form's
 * values, in the mode the wizard asks for (`mode()` is read at each validation).
 */
export function familyResolver(family: FamilyDefinition, mode: () => ResolverMode, language: () => CatalogLanguage): (values: FormTree) => ResolverResult<FormTree> {
  return (values) => {
    const { mode: checking, steps, uploadedDocuments } = mode();
    const options = { mode: checking, ...(steps ? { steps } : {}), ...(uploadedDocuments ? { uploadedDocuments } : {}), today: todayDay() };
    const filled = filledValues(flattenValues(values));
    const plots = knownPlotLookups(plotValuesOf(family, filled));
    const found = validateApplication(family, filled, plots ? { ...options, plots } : options);
    const problems = [...found, ...pointAtEmptyItems(family, values, filled, found)];
    return problems.length === 0 ? { values, errors: {} } : { values: {}, errors: problemsToErrors(family, problems, language()) };
  };
}
