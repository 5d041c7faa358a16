import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, nullableInteger, responses, string } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { SCHEDULE_KINDS, type ScheduleValues } from '../../store/workforce.ts';
import { idList } from '../enquiry/schemas.ts';
import { STATUS_SCHEDULE_OVERLAP, STATUS_SCHEDULE_TIMES, trimmed } from './guards.ts';
import { DAY, TIME, scheduleSchema } from './schemas.ts';
import { workforceText } from './texts.ts';

interface SaveScheduleBody {
  EntryId?: number | null;
  EmployeeId: number;
  Day: string;
  From: string;
  To: string;
  Kind: ScheduleValues['kind'];
  Note?: string | null;
}

/** Employee schedules: a range of days, save and delete entries. */
export function scheduleRoutes(app: FastifyInstance, store: Store): void {
  const om = requireEmployee('portalOm');

  app.post<{ Body: { From: string; To: string; EmployeeIds?: number[] } }>('/Schedule/GetList', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'scheduleGetList',
      summary: 'Schedule entries of some days, and the employees',
      description:
        'Employees with portalOm. The entries from day `From` to day `To` (at most 31 days), by day, employee name and start; ' +
        '`employees`: every active employee by name (the rows of a week view).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['From', 'To'],
        properties: { From: { ...DAY, description: 'First day, YYYY-MM-DD.' }, To: { ...DAY, description: 'Last day, YYYY-MM-DD.' }, EmployeeIds: idList('Only these employees.') },
      },
      response: responses(
        envelopeWith(
          {
            items: { type: 'array', items: scheduleSchema },
            employees: {
              type: 'array',
              items: { type: 'object', required: ['employeeId', 'name'], properties: { employeeId: integer('User id.'), name: string('Name.') } },
            },
          },
          'The entries and the employees.',
        ),
      ),
    },
    onRequest: om,
    handler: async (request) => {
      const { From, To, EmployeeIds } = request.body;
      const last = To < From ? From : To > addDays(From, 30) ? addDays(From, 30) : To;
      return ok({ items: store.workforce.scheduleEntries({ from: From, to: last, employeeIds: EmployeeIds }), employees: store.workforce.employees() });
    },
  });

  app.post<{ Body: SaveScheduleBody }>('/Schedule/Save', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'scheduleSave',
      summary: 'Add or change a schedule entry',
      description:
        'Employees with portalOm. Without `EntryId` a new entry, with it that entry replaced. 215: the employee already has an entry ' +
        'that day whose times overlap (`text` names it); 216: `To` not after `From`; 1: unknown entry or employee.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['EmployeeId', 'Day', 'From', 'To', 'Kind'],
        properties: {
          EntryId: nullableInteger('The entry to change; none for a new one.'),
          EmployeeId: integer('Employee (user id).'),
          Day: { ...DAY, description: 'Day, YYYY-MM-DD.' },
          From: { ...TIME, description: 'Start, HH:MM.' },
          To: { ...TIME, description: 'End, HH:MM (24:00 for midnight).' },
          Kind: { type: 'string', enum: [...SCHEDULE_KINDS], description: 'shift, onCall, leave or training.' },
          Note: { type: ['string', 'null'], maxLength: 200, description: 'Note.' },
        },
      },
      response: responses(envelopeWith({ item: scheduleSchema }, 'The saved entry.')),
    },
    onRequest: om,
    handler: async (request) => {
      const language = requestLanguage(request);
      const body = request.body;
      if (!store.workforce.employees().some((employee) => employee.employeeId === body.EmployeeId)) {
        return fail(STATUS_FAILED, workforceText(language, 'employeeUnknown'));
      }
      if (body.To <= body.From) return fail(STATUS_SCHEDULE_TIMES, workforceText(language, 'scheduleTimes'));
      const values: ScheduleValues = { employeeId: body.EmployeeId, day: body.Day, from: body.From, to: body.To, kind: body.Kind, note: trimmed(body.Note) };
      const id = body.EntryId ?? null;
      const clash = store.workforce.overlapping(values, id);
      if (clash) return fail(STATUS_SCHEDULE_OVERLAP, workforceText(language, 'scheduleOverlap', { employee: clash.employeeName, from: clash.from, to: clash.to }));
      const item = store.workforce.saveScheduleEntry(id, values);
      return item ? ok({ item }) : fail(STATUS_FAILED, workforceText(language, 'scheduleNotFound'));
    },
  });

  app.post<{ Body: { EntryId: number } }>('/Schedule/Delete', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'scheduleDelete',
      summary: 'Delete a schedule entry',
      description: 'Employees with portalOm. Status 1 when there is no such entry.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['EntryId'], properties: { EntryId: integer('The entry.') } },
      response: responses(envelopeWith({}, 'Deleted.')),
    },
    onRequest: om,
    handler: async (request) =>
      store.workforce.deleteScheduleEntry(request.body.EntryId) ? ok() : fail(STATUS_FAILED, workforceText(requestLanguage(request), 'scheduleNotFound')),
  });
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
