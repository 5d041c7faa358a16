import type { ScryptCost } from '../auth/password.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase, type Db } from '../db/open.ts';
import { seedDatabase, type Scale } from '../seed/seed.ts';

/**
 * The demo logins' hashes in tests: scrypt at 1/16 of the production cost, so that the hundreds of
 * sign-ins of the suite stay cheap on a busy machine. Sign-in reads the cost from the stored hash, so
 * the code under test is the same.
 */
const TEST_PASSWORD_COST: ScryptCost = { n: 1024, r: 8, p: 1 };

/** A new in-memory database seeded now, for tests of the seeding itself. */
export async function freshlySeeded(seed = 1, scale: Scale = 'small'): Promise<Db> {
  const db = openDatabase(':memory:');
  migrate(db);
  await seedDatabase(db, { seed, scale, passwordCost: TEST_PASSWORD_COST });
  return db;
}

const images = new Map<string, Promise<Buffer>>();

/**
 * A seeded database as SQLite's serialized image, built once per test worker and seed:
 * `openDatabase(image)` (or `buildUtilityApi`'s `dbFile`) opens an independent in-memory copy in
 * milliseconds, where seeding takes seconds on a busy machine. The image is dated the day it was
 * built (`seed/billing.ts` dates bills back from the seeding day).
 */
export function seededImage(seed = 1, scale: Scale = 'small'): Promise<Buffer> {
  const key = `${seed}/${scale}`;
  let image = images.get(key);
  if (image === undefined) {
    image = freshlySeeded(seed, scale).then((db) => {
      try {
        return db.serialize();
      } finally {
        db.close();
      }
    });
    // A failed build is not kept: the next test tries again and reports its own error.
    image.catch(() => images.delete(key));
    images.set(key, image);
  }
  return image;
}

/** A copy of the seeded database, to change at will. */
export async function seededCopy(seed = 1): Promise<Db> {
  return openDatabase(await seededImage(seed));
}
