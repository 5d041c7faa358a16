import { requireUser } from '../../context.ts';
import { nativeFile } from '../attachments/nativeFile.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { HalfHourImportReport, HalfHourProblemCode, ResolversTypes } from '../../__generated__/resolvers.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { toAccountModel } from '../account/accountModel.ts';
import { importHalfHours, type UpstreamImportReport } from './api.ts';
import { refusalOf } from './readingErrors.ts';
import { readingText } from './readingTexts.ts';
import { READINGS_UPLOAD_MAX_BYTES, isXlsxWorkbook } from './uploadChecks.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { accountLoader } from '../account/accountLoader.ts';

const COLUMNS = { meterRef: 'METER_REF', date: 'DATE', period: 'PERIOD', quantity: 'QUANTITY' } as const;

function toReport(report: UpstreamImportReport): HalfHourImportReport {
  return {
    importedCount: report.imported,
    rejectedRowCount: report.rejectedRows,
    problems: report.problems.map((problem) => ({
      ...problem,
      // The upstream's problem codes are the schema's (`HalfHourProblemCode`), passed through unchanged.
      code: problem.code as HalfHourProblemCode,
      column: problem.column === null ? null : COLUMNS[problem.column],
    })),
  };
}

/** Imports a filled half-hour template (`002 §1`): the sheet is checked for size and kind before it is sent. */
export const importHalfHourConsumption: ResolverOf<'Mutation', 'importHalfHourConsumption'> = async (_, { input }, ctx) => {
  requireUser(ctx);
  const failed = (error: UserError): ResolversTypes['ImportHalfHourConsumptionPayload'] => ({ report: null, account: null, userErrors: [error] });
  if (input.file.size > READINGS_UPLOAD_MAX_BYTES) return failed(userError('FILE_TOO_BIG', readingText('sheetTooBig', ctx.language), 'file'));
  if (!(await isXlsxWorkbook(input.file))) return failed(userError('FILE_TYPE_NOT_ALLOWED', readingText('sheetType', ctx.language), 'file'));
  const accountId = Number(fromGlobalId(input.accountId, 'Account'));
  const upstreamAccount = Number.isSafeInteger(accountId) ? await accountLoader(ctx).load(accountId) : null;
  const account = upstreamAccount ? toAccountModel(upstreamAccount) : null;
  if (!account) return failed(userError('NOT_FOUND', readingText('notFound', ctx.language), 'accountId'));

  const form = new FormData();
  form.set('AccountId', String(accountId));
  form.set('File', await nativeFile(input.file), input.file.name || 'half-hour-consumption.xlsx');
  try {
    return { report: toReport(await importHalfHours(ctx.upstream, form)), account, userErrors: [] };
  } catch (error) {
    return failed(refusalOf(error, 'file'));
  }
};
