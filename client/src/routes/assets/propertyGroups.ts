import { graphql, readInlineData } from 'relay-runtime';
import type { propertyGroups_property$key } from './__generated__/propertyGroups_property.graphql';

/** Properties grouped by their group name, groups in the order of their first property (002 §3 custom fields are grouped by group name). */
export function groupProperties<T extends propertyGroups_property$key>(properties: readonly T[]): Array<{ group: string; items: T[] }> {
  const read = properties.map((property) => ({
    property,
    ...readInlineData(
      graphql`
        fragment propertyGroups_property on ElementProperty @inline {
          groupName
          number
        }
      `,
      property,
    ),
  }));
  const groups = new Map<string, T[]>();
  for (const { property, groupName } of read.sort((a, b) => a.number - b.number)) {
    groups.set(groupName, [...(groups.get(groupName) ?? []), property]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
