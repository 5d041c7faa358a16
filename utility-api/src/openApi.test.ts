import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './openApi.ts';

describe('openapi.json', () => {
  let printed: string;
  beforeAll(async () => {
    printed = await openApiDocument();
  });

  it('is the document printed from the current route schemas (run `npm run openapi:print`)', () => {
    const committed = readFileSync(join(import.meta.dirname, '..', 'openapi.json'), 'utf8');
    expect(printed).toBe(committed);
  });

  it('documents exactly the calls the README names, and no development endpoint', () => {
    const document = JSON.parse(printed) as { paths: Record<string, Record<string, { summary?: string }>> };
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    // Every call the README names in code spans (`/Area/Call`, `POST /Area/Call`), once each.
    const named = new Set(
      [...readme.matchAll(/`(?:GET |POST )?(\/[A-Za-z]+\/[A-Za-z0-9]+)(?:\?[^`]*)?`/g)]
        .map((match) => match[1] ?? '')
        .filter((path) => !path.startsWith('/__dev')),
    );
    const documented = Object.keys(document.paths);
    expect(documented.filter((path) => path.startsWith('/__dev'))).toEqual([]);
    expect(documented.filter((path) => !named.has(path)).sort(), 'in openapi.json, not in the README').toEqual([]);
    expect([...named].filter((path) => !(path in document.paths)).sort(), 'in the README, not in openapi.json').toEqual([]);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const operation of Object.values(operations)) expect(operation.summary, path).toBeTruthy();
    }
  });

  it('lists each shared schema once, named by its id, and every reference finds its component', () => {
    const document = JSON.parse(printed) as { components: { schemas: Record<string, unknown> } };
    const names = Object.keys(document.components.schemas);
    expect(names).toContain('Envelope');
    expect(names).toContain('PageOptions');
    expect(names.filter((name) => !/^[A-Z][A-Za-z0-9]*$/.test(name)), 'components not named by a shared schema id').toEqual([]);
    const referenced = new Set([...printed.matchAll(/"\$ref": "#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]));
    expect([...referenced].filter((name) => !names.includes(name ?? '')), 'references without a component').toEqual([]);
    expect(names.filter((name) => !referenced.has(name)), 'components nothing refers to').toEqual([]);
  });
});
