import { localDayOf } from '../../../../shared/days';
import { MAX_VALUES, type FamilyDefinition, type FieldValues } from '../../../../shared/applicationForms/definition';

/**
 * The wizard's form holds an application's values nested as react-hook-form names them
 * (`applicants.0.fullName` is `{ applicants: [{ fullName }] }`), which is exactly the path format of
 * docs/applicationFamilies.md; these turn one into the other.
 */
export type FormTree = { [key: string]: string | FormTree | FormTree[] | undefined };

/** The flat path → value map of a nested form (empty strings kept: they clear a saved value). */
export function flattenValues(tree: FormTree | FormTree[], prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  const entries = Array.isArray(tree) ? tree.map((item, index) => [String(index), item] as const) : Object.entries(tree);
  for (const [key, value] of entries) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') flat[prefix + key] = value;
    else Object.assign(flat, flattenValues(value, `${prefix}${key}.`));
  }
  return flat;
}

/** The nested form of saved values; every group of the family becomes an array (its minimum of items, at least one). */
export function nestValues(family: FamilyDefinition, values: FieldValues): FormTree {
  const tree: FormTree = {};
  for (const step of family.steps) {
    for (const group of step.groups) tree[group.id] = Array.from({ length: Math.max(group.minItems, 1) }, () => ({}));
  }
  for (const [path, value] of Object.entries(values)) {
    const parts = path.split('.');
    let node: FormTree | FormTree[] = tree;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const container = node as Record<string, unknown>;
      if (last) container[part] = value;
      else {
        if (container[part] === undefined) container[part] = /^\d+$/.test(parts[index + 1]!) ? [] : {};
        const child = container[part] as FormTree | FormTree[];
        if (Array.isArray(child)) {
          const position = Number(parts[index + 1]);
          for (let fill = child.length; fill <= position; fill += 1) child.push({});
        }
        node = child;
      }
    });
  }
  return tree;
}

/** Only the values that hold something: what the rules and the review read. */
export const filledValues = (flat: Readonly<Record<string, string>>): FieldValues =>
  Object.fromEntries(Object.entries(flat).filter(([, value]) => value.trim() !== ''));

/**
 * What a save sends: every value of the form, and an empty value for each path saved before that the
 * form no longer holds (a removed group item: later items moved up), so the saved draft is the form.
 */
export function saveValuesInput(current: Readonly<Record<string, string>>, saved: FieldValues): Array<{ path: string; value: string }> {
  const input = Object.entries(current).filter(([path, value]) => value !== '' || (saved[path] ?? '') !== '');
  for (const path of Object.keys(saved)) if (!(path in current)) input.push([path, '']);
  return input.slice(0, MAX_VALUES).map(([path, value]) => ({ path, value }));
}

/** Today in the user's calendar, for rules that read `today`. */
export const todayDay = (): string => localDayOf(new Date());
