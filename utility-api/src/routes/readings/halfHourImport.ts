import type { FastifyInstance } from 'fastify';
import { STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, nullableString, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';
import { integerField, readMultipartForm } from '../applications/multipartForm.ts';
import { accountNotFound, relatedAccount } from './access.ts';
import { halfHourDisabled } from './halfHourEnabled.ts';
import { ROW_PROBLEMS, validateHalfHourRows } from './halfHourRows.ts';
import { HALF_HOUR_COLUMNS, readHalfHourRows } from './halfHourSheet.ts';
import { readingMessage } from './messages.ts';
import { STATUS_FILE_TOO_LARGE, STATUS_FILE_TYPE_NOT_ALLOWED, STATUS_SHEET_TOO_LARGE, isXlsx } from './readingRules.ts';

export function halfHourImportRoute(app: FastifyInstance, store: Store): void {
  app.post('/HalfHourConsumption/Import', {
    schema: {
      tags: ['Readings'],
      operationId: 'halfHourConsumptionImport',
      summary: 'Import a filled half-hour template (multipart)',
      description:
        'multipart/form-data with `AccountId` and `File` (the filled .xlsx, at most 4 MB). Every row is checked; rows without ' +
        'problems are imported (a row for the same meter, date and period replaces an earlier import) and the others are ' +
        'reported, one problem per cell. Status 73: not an .xlsx workbook; 74: over 4 MB; 75: setting off; 1: other account; ' +
        '76: more than a filled template holds once unpacked (over 17,568 data rows, a year of half-hours for one meter, or ' +
        'more cells, shared strings or unpacked bytes than such a sheet needs; README "Readings and consumption").',
      consumes: ['multipart/form-data'],
      security: SESSION_SECURITY,
      response: responses(
        envelopeWith(
          {
            imported: integer('Rows imported.'),
            rejectedRows: integer('Rows with at least one problem (not imported).'),
            problems: {
              type: 'array',
              items: {
                type: 'object',
                required: ['row', 'column', 'code', 'message'],
                properties: {
                  row: integer('Spreadsheet row number (the header is row 1).'),
                  column: { ...nullableString('Column key, or null for a problem of the whole row.'), enum: [...HALF_HOUR_COLUMNS, null] },
                  code: { type: 'string', enum: Object.keys(ROW_PROBLEMS), description: 'Problem code.' },
                  message: string('The problem in the request language.'),
                },
              },
            },
          },
          'The import report.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const language = requestLanguage(request);
      const disabled = halfHourDisabled(store, request);
      if (disabled) return disabled;
      const form = await readMultipartForm(request);
      if (form === 'tooBig') return fail(STATUS_FILE_TOO_LARGE, readingMessage(language, 'fileTooLarge'));
      if (form === 'tooMany') return fail(STATUS_INVALID_REQUEST, translate(language, 'invalidRequest'));
      const accountId = integerField(form, 'AccountId');
      const file = form.files.find((part) => part.field === 'File');
      if (accountId === undefined || !file) return fail(STATUS_INVALID_REQUEST, translate(language, 'invalidRequest'));
      if (!relatedAccount(store, signedInUser(request), accountId)) return accountNotFound(request);
      const rows = isXlsx(file.content) ? await readHalfHourRows(file.content) : 'notWorkbook';
      if (rows === 'notWorkbook') return fail(STATUS_FILE_TYPE_NOT_ALLOWED, readingMessage(language, 'sheetTypeNotAllowed'));
      if (rows === 'tooManyRows') return fail(STATUS_SHEET_TOO_LARGE, readingMessage(language, 'sheetTooManyRows'));
      if (rows === 'tooLarge') return fail(STATUS_SHEET_TOO_LARGE, readingMessage(language, 'sheetTooLarge'));

      const now = store.clock();
      const { good, problems } = validateHalfHourRows(
        rows,
        (ref) => store.readings.meterByRefForUser(ref, accountId)?.meterId,
        now.toISOString().slice(0, 10),
        language,
      );
      store.halfHours.importRows(good, now.toISOString());
      return ok({ imported: good.length, rejectedRows: new Set(problems.map((problem) => problem.row)).size, problems });
    },
  });
}
