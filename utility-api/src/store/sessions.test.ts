import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { SESSION_IDLE_MS } from '../domain/constants.ts';
import { sessionStore } from './sessions.ts';

describe('sessionStore', () => {
  it('expires sessions after 8 hours idle, each use extending them', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    let now = new Date('2026-01-01T08:00:00Z');
    const sessions = sessionStore(db, () => now);
    const { id } = sessions.create(null, 'el');
    now = new Date(now.getTime() + SESSION_IDLE_MS - 1000);
    expect(sessions.find(id)).toEqual({ id, user_id: null, language: 'el', view_id: null });
    now = new Date(now.getTime() + SESSION_IDLE_MS - 1000);
    expect(sessions.find(id)).toBeDefined();
    now = new Date(now.getTime() + SESSION_IDLE_MS);
    expect(sessions.find(id)).toBeUndefined();
    db.close();
  });

  it('gives every session a distinct unguessable id', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const sessions = sessionStore(db);
    const ids = new Set(Array.from({ length: 50 }, () => sessions.create(null, null).id));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[\w-]{43}$/);
    db.close();
  });
});
