import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const modulesDir = join(import.meta.dirname, '..', 'modules');

/** The SDL of every domain module (`modules/<domain>/*.graphql`), in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((domain) =>
      readdirSync(join(modulesDir, domain))
        .filter((file) => file.endsWith('.graphql'))
        .sort()
        .map((file) => readFileSync(join(modulesDir, domain, file), 'utf8')),
    );
}
