import type { Db } from '../db/open.ts';

/** A driller on the register: the reference of a driller licence and the company it names. */
export interface LicensedDriller {
  reference: string;
  companyName: string;
}

/** The most drillers a register lists: a lookup's options stay bounded. */
const MAX_DRILLERS = 500;

/**
 * The register of licensed drillers, fed by the driller licence family (utility-api/src/families/definitions/
 * drillerLicence.json): its applications issued and valid on `today`.
 */
export function licensedDrillers(db: Db): (today: string) => LicensedDriller[] {
  const select = db.prepare<[string, number], LicensedDriller>(
    `SELECT reference, COALESCE(json_extract(field_values, '$.companyName'), reference) AS companyName FROM family_applications
     WHERE family_code = 'drillerLicence' AND stage = 'ISSUED' AND reference IS NOT NULL AND (valid_until IS NULL OR valid_until >= ?)
     ORDER BY companyName, reference LIMIT ?`,
  );
  return (today) => select.all(today, MAX_DRILLERS);
}
