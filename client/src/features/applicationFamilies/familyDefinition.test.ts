import { describe, expect, test } from 'vitest';
import recordFragment from './__generated__/FamilyApplicationRecord_application.graphql';
// The inline fragment of ./familyDefinition.ts compiles into the fragments that spread it.
import valuesFragment from './__generated__/FamilyApplicationValues_details.graphql';

interface Selection {
  kind: string;
  name?: string;
  selections?: readonly Selection[];
  fragment?: { selections?: readonly Selection[] };
}

/** Every field the compiled reader selects, with the path of linked fields above it. */
function fields(selections: readonly Selection[] | undefined, path: string[] = []): string[] {
  return (selections ?? []).flatMap((selection) => {
    const at = selection.name === undefined ? path : [...path, selection.name];
    const inner = selection.selections ?? selection.fragment?.selections;
    return [...(selection.kind === 'ScalarField' ? [at.join('.')] : []), ...fields(inner, selection.kind === 'LinkedField' ? at : path)];
  });
}

describe('the parts of a family as the client reads them (docs/integrators.md, Application families)', () => {
  test('steps, fields, groups, documents and lookups are read by key, never by an id Relay would merge them by', () => {
    const definition = fields((valuesFragment as unknown as Selection).selections);
    const documents = fields((recordFragment as unknown as Selection).selections).filter((path) => path.includes('documents.'));
    for (const read of [definition, documents]) expect(read.filter((path) => path.split('.').at(-1) === 'id')).toEqual([]);
    expect(definition).toEqual(expect.arrayContaining(['family.steps.key', 'family.steps.fields.key', 'family.steps.groups.key', 'family.steps.groups.fields.key', 'family.documents.key', 'family.lookups.key']));
    expect(documents).toContain('familyDetails.family.documents.key');
  });
});
