// `npm run test:bench`: which route queries the employee-scale step measures, and how it judges them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { employeeRouteFolders, employeeScreenQueries, judgeScreen } from './employeeScreens.ts';
import type { Operation } from './operations.ts';

const operation = (name: string, folder: string): Operation => ({ name, id: name, text: `query ${name} { x }`, artifact: `client/src/routes/${folder}/__generated__/${name}.graphql.ts` });

describe('employee screens', () => {
  it('takes the areas from the employee route table, so a new area is measured without a list in the bench', () => {
    const source = readFileSync(join(import.meta.dirname, '..', '..', 'client', 'src', 'router', 'employeeRoutes.ts'), 'utf8');
    const folders = employeeRouteFolders(source);
    for (const folder of ['workQueue', 'enquiry', 'meterCapture', 'gis']) assert.ok(folders.includes(folder), folder);
    assert.ok(!folders.includes('billing'));
  });

  it('keeps the route queries of those areas only', () => {
    const queries = [operation('BooksScreenQuery', 'meterCapture'), operation('FinancialScreenQuery', 'billing'), operation('CustomerScreenQuery', 'enquiry')];
    assert.deepEqual(
      employeeScreenQueries(queries, ['enquiry', 'meterCapture']).map((query) => query.name),
      ['BooksScreenQuery', 'CustomerScreenQuery'],
    );
    // A folder name is matched whole: `enquiry` is not `enquiryArchive`.
    assert.deepEqual(employeeScreenQueries([operation('ArchiveQuery', 'enquiryArchive')], ['enquiry']), []);
  });

  it('judges the large scale on the ratio of the medians, within 1.5×', () => {
    const within = judgeScreen('Q', { samples: [10, 10, 12, 100] }, { samples: [15, 14, 15, 15] });
    assert.equal(within.ratioP50, 1.5);
    assert.equal(within.pass, true);
    const over = judgeScreen('Q', { samples: [10, 10, 10] }, { samples: [16, 16, 16] });
    assert.equal(over.ratioP50, 1.6);
    assert.equal(over.pass, false);
  });

  it('does not pass a screen that failed at either scale, whatever its times', () => {
    const failed = judgeScreen('Q', { samples: [10, 10] }, { samples: [], error: 'GraphQL errors: FORBIDDEN' });
    assert.equal(failed.ratioP50, undefined);
    assert.equal(failed.large.error, 'GraphQL errors: FORBIDDEN');
    assert.equal(failed.pass, false);
  });
});
