import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ApiTokenRecord, ApiTokenStore } from './ApiTokenStore.ts';

interface TokenFile {
  tokens: ApiTokenRecord[];
}

/**
 * Tokens of a single instance in one JSON file (`DATA_DIR/api-tokens.json`). A file rather than
 * SQLite: a handful of records written only by the operators' CLI, readable in an audit, and no
 * native module for the gateway. The gateway re-reads the file when it changes, so issued and
 * revoked tokens take effect without a restart; writes replace the file atomically (rename).
 */
export function createFileApiTokenStore(file: string): ApiTokenStore {
  let cached: { version: string; tokens: ApiTokenRecord[] } | undefined;

  async function load(): Promise<ApiTokenRecord[]> {
    const info = await stat(file).catch(() => undefined);
    if (info === undefined) return [];
    const version = `${info.mtimeMs}:${info.size}`;
    if (cached?.version !== version) {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as TokenFile;
      cached = { version, tokens: parsed.tokens };
    }
    return cached.tokens;
  }

  async function save(tokens: ApiTokenRecord[]): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    // Only hashes are stored, but names and scopes are still nobody else's business.
    await writeFile(temporary, `${JSON.stringify({ tokens }, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, file);
    cached = undefined;
  }

  return {
    async get(id) {
      return (await load()).find((token) => token.id === id);
    },
    list: load,
    async add(record) {
      await save([...(await load()), record]);
    },
    async remove(id) {
      const tokens = await load();
      const rest = tokens.filter((token) => token.id !== id);
      if (rest.length === tokens.length) return false;
      await save(rest);
      return true;
    },
  };
}
