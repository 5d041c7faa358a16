import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { textStore } from './texts.ts';

describe('textStore', () => {
  it('falls back to English per text when the language lacks it', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const insert = db.prepare('INSERT INTO texts (id, lang, text) VALUES (?, ?, ?)');
    insert.run(1, 'en', 'One');
    insert.run(1, 'el', 'Ένα');
    insert.run(2, 'en', 'Two');
    insert.run(3, 'ru', 'Три');
    const texts = textStore(db);
    expect(texts.get(1, 'el')).toBe('Ένα');
    expect(texts.get(2, 'el')).toBe('Two');
    expect(texts.get(3, 'el')).toBeNull();
    expect(texts.getMany([3, 2, 1], 'ru')).toEqual([
      { textId: 3, text: 'Три' },
      { textId: 2, text: 'Two' },
      { textId: 1, text: 'One' },
    ]);
    db.close();
  });
});
