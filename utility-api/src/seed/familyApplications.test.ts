import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/open.ts';
import { seededCopy } from '../testing/seededDatabase.ts';

describe('demo family applications', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seededCopy();
  });
  afterAll(() => db.close());

  it('seeds one application per defined family of the plan, its stage reached through the recorded changes', () => {
    const rows = db
      .prepare<[], { code: string; stage: string; status: number; changes: number; reference: string | null }>(
        `SELECT f.family_code AS code, f.stage, a.status, f.reference,
                (SELECT COUNT(*) FROM family_application_stages s WHERE s.application_id = f.application_id) AS changes
         FROM family_applications f JOIN applications a ON a.id = f.application_id ORDER BY a.id`,
      )
      .all();
    const defined = new Set(db.prepare<[], { id: number }>('SELECT id FROM application_types WHERE id BETWEEN 31 AND 49').all().map((row) => row.id));
    // The types are registered at start, not by the seed: the seed works with or without definitions.
    expect(defined.size).toBe(0);
    for (const row of rows) {
      expect(row.changes).toBeGreaterThan(0);
      if (row.stage === 'ISSUED') expect(row.reference).toMatch(/^[A-Z]+-\d{4}-\d{6}$/);
    }
    expect(rows.slice(0, 4).map((row) => row.stage)).toEqual(['SAVED', 'SUBMITTED', 'AWAITING_PAYMENT', 'ISSUED']);
    // Then the register of licensed drillers the drilling family chooses from.
    expect(rows.slice(4).map((row) => `${row.code} ${row.stage}`)).toEqual(Array(3).fill('drillerLicence ISSUED'));
  });

  it('lists on the register only the driller licences still valid, and holds a cadastre with every kind of geometry', () => {
    const register = db
      .prepare<[], { reference: string; validUntil: string }>("SELECT reference, valid_until AS validUntil FROM family_applications WHERE family_code = 'drillerLicence' AND stage = 'ISSUED' ORDER BY reference")
      .all();
    expect(register.map((row) => row.reference)).toEqual(['DL-2026-000001', 'DL-2026-000002', 'DL-2026-000003']);
    expect(register[2]!.validUntil).toBe('2026-06-30');
    const types = db.prepare<[], { type: string; plots: number }>("SELECT json_extract(geometry, '$.type') AS type, COUNT(*) AS plots FROM cadastral_plots GROUP BY type ORDER BY type").all();
    expect(types).toEqual([
      { type: 'LineString', plots: 1 },
      { type: 'MultiPolygon', plots: 1 },
      { type: 'Polygon', plots: 35 },
    ]);
  });
});
