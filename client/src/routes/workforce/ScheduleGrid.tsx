import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { focusRing } from '../../components/focusRing';
import { formatDate } from '../../i18n/format';
import type { SchedulesScreenQuery$data } from './__generated__/SchedulesScreenQuery.graphql';

export type Week = SchedulesScreenQuery$data['scheduleWeek'];
export type Entry = Week['employees'][number]['entries'][number];

const KIND_TONES: Record<string, string> = {
  SHIFT: 'border-blue-300 bg-blue-50 text-blue-900',
  ON_CALL: 'border-amber-300 bg-amber-50 text-amber-900',
  LEAVE: 'border-gray-300 bg-gray-100 text-gray-800',
  TRAINING: 'border-green-300 bg-green-50 text-green-900',
};

/** The week grid: employees in rows, days in columns, an entry button per entry and an add button per cell. */
export function ScheduleGrid({ week, onOpen }: { week: Week; onOpen: (employeeId: number, day: string, entry?: Entry) => void }) {
  const { t } = useTranslation('workforce');
  const grid = useRef<HTMLTableElement>(null);

  /** Arrow keys, Home and End move to the first button of a neighbouring cell (the grid's keyboard use). */
  const move = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest('td');
    if (!cell || !grid.current) return;
    const row = cell.parentElement as HTMLTableRowElement;
    const rows = [...grid.current.tBodies[0]!.rows];
    let rowIndex = rows.indexOf(row);
    let cellIndex = cell.cellIndex;
    const rtl = document.dir === 'rtl';
    if (event.key === 'ArrowDown') rowIndex += 1;
    else if (event.key === 'ArrowUp') rowIndex -= 1;
    else if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) cellIndex += 1;
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) cellIndex -= 1;
    else if (event.key === 'Home') cellIndex = 1;
    else if (event.key === 'End') cellIndex = 7;
    else return;
    const target = rows[rowIndex]?.cells[cellIndex];
    if (!target || cellIndex < 1) return;
    event.preventDefault();
    target.querySelector<HTMLElement>('button')?.focus();
  };

  return (
    <div role="region" aria-label={t('schedules.title')} tabIndex={0} className={`overflow-x-auto rounded-lg border border-gray-200 bg-white ${focusRing}`}>
      <table ref={grid} onKeyDown={move} aria-describedby="schedules-help" className="w-full min-w-[56rem] border-collapse text-sm" data-testid="schedules-grid">
        <caption className="sr-only">{t('schedules.title')}</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="px-2 py-2 text-start font-semibold text-gray-700">
              {t('schedules.employee')}
            </th>
            {week.days.map((day, index) => (
              <th key={day} scope="col" className="px-2 py-2 text-start font-semibold text-gray-700">
                <span className="block">{t(`days.${index}`)}</span>
                <span className="block text-xs font-normal">{formatDate(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.employees.map((employee) => (
            <tr key={employee.employeeId} className="border-b border-gray-200 align-top">
              <th scope="row" className="px-2 py-2 text-start font-medium text-gray-900">
                {employee.name}
              </th>
              {week.days.map((day, index) => {
                const entries = employee.entries.filter((entry) => entry.day === day);
                return (
                  <td key={day} className="px-1 py-1" data-testid={`cell-${employee.employeeId}-${day}`}>
                    <div className="flex flex-col gap-1">
                      {entries.map((entry) => (
                        <button
                          key={entry.entryId}
                          type="button"
                          onClick={() => onOpen(employee.employeeId, day, entry)}
                          className={`rounded border px-1.5 py-1 text-start text-xs ${KIND_TONES[entry.kind] ?? ''} ${focusRing}`}
                          aria-label={t('schedules.editEntry', { kind: t(`kinds.${entry.kind}`), from: entry.from, to: entry.to, employee: employee.name, day: t(`days.${index}`) })}
                          data-testid="schedule-entry"
                        >
                          <span className="block font-semibold">{t(`kinds.${entry.kind}`)}</span>
                          <bdi className="block">{`${entry.from}–${entry.to}`}</bdi>
                        </button>
                      ))}
                      <button
                        type="button"
                        onClick={() => onOpen(employee.employeeId, day)}
                        className={`min-h-8 rounded border border-dashed border-gray-400 px-1.5 text-xs text-gray-700 ${focusRing}`}
                        aria-label={t('schedules.addFor', { employee: employee.name, day: `${t(`days.${index}`)} ${formatDate(day)}` })}
                        data-testid="schedule-add"
                      >
                        +
                      </button>
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
