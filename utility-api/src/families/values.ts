/**
 * How a save changes an application's values (docs/applicationFamilies.md, Values): removed group items
 * go first and the later items of their group move up, then the sent values are set, an empty value
 * clearing its path.
 */
import { MAX_GROUP_ITEMS, type FamilyDefinition, type FieldValues } from '../../../shared/applicationForms/definition.ts';

/** `<group>.<i>` of a group of the family, or null. */
export function removedItem(family: FamilyDefinition, item: string): { group: string; index: number } | null {
  const match = /^([A-Za-z][A-Za-z0-9]*)\.(\d{1,2})$/.exec(item);
  if (!match) return null;
  const group = family.steps.flatMap((step) => step.groups).find((candidate) => candidate.id === match[1]);
  const index = Number(match[2]);
  return group && index < Math.min(group.maxItems, MAX_GROUP_ITEMS) ? { group: group.id, index } : null;
}

/** The values without one group item, the items after it numbered one lower. */
function withoutItem(values: Record<string, string>, group: string, index: number): Record<string, string> {
  const prefix = `${group}.`;
  const result: Record<string, string> = {};
  for (const [path, value] of Object.entries(values)) {
    if (!path.startsWith(prefix)) {
      result[path] = value;
      continue;
    }
    const [position, ...rest] = path.slice(prefix.length).split('.');
    const item = Number(position);
    if (item === index) continue;
    result[item > index ? `${prefix}${item - 1}.${rest.join('.')}` : path] = value;
  }
  return result;
}

/** The values after a save: removals (highest index first, so each names the item the applicant saw), then the sent values. */
export function changedValues(
  current: FieldValues,
  removed: readonly { group: string; index: number }[],
  sent: FieldValues,
): Record<string, string> {
  let values: Record<string, string> = { ...current };
  for (const { group, index } of [...removed].sort((a, b) => b.index - a.index)) values = withoutItem(values, group, index);
  for (const [path, value] of Object.entries(sent)) {
    if (value.trim() === '') delete values[path];
    else values[path] = value;
  }
  return values;
}
