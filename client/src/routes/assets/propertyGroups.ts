/** Properties grouped by their group name, groups in the order of their first property (002 §3 custom fields are grouped by group name). */
export function groupProperties<T extends { readonly groupName: string; readonly number: number }>(properties: readonly T[]): Array<{ group: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const property of [...properties].sort((a, b) => a.number - b.number)) {
    groups.set(property.groupName, [...(groups.get(property.groupName) ?? []), property]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
