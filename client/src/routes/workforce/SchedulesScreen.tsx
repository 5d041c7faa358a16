import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { type TimeOfDay, parseTypedDay, parseTypedTime, typedDayOf, typedTimeOf } from '../../../../shared/days';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { FormDateField, FormSelectField, FormTextField, FormTimeField } from '../../forms/fields';
import { type FormRules, usePortalForm } from '../../forms/usePortalForm';
import { formatDate } from '../../i18n/format';
import { useNotify } from '../../notifications/useNotify';
import { useFormMutation } from '../../relay/useFormMutation';
import { defineScreen } from '../../router/screenRoute';
import type { ScheduleKind, SchedulesScreenQuery } from './__generated__/SchedulesScreenQuery.graphql';
import type { SchedulesScreenDeleteMutation } from './__generated__/SchedulesScreenDeleteMutation.graphql';
import type { SchedulesScreenSaveMutation } from './__generated__/SchedulesScreenSaveMutation.graphql';
import { type Entry, ScheduleGrid, type Week } from './ScheduleGrid';

const schedulesScreenQuery = graphql`
  query SchedulesScreenQuery($day: Date) @preloadable {
    scheduleWeek(day: $day) {
      weekStart
      days
      employees {
        employeeId
        name
        # eslint-disable-next-line relay/unused-fields -- ScheduleGrid.tsx shows the entries
        entries {
          entryId
          employeeId
          day
          from
          to
          kind
          note
        }
      }
    }
    organisation {
      name
    }
  }
`;

const KINDS: readonly ScheduleKind[] = ['SHIFT', 'ON_CALL', 'LEAVE', 'TRAINING'];
const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface Draft {
  entryId: number | null;
  employeeId: string;
  day: string;
  from: string;
  to: string;
  kind: ScheduleKind;
  note: string;
}

/** 002 §2 employee schedules: a week, employees in rows and days in columns; arrow keys move between cells. */
function SchedulesScreen({ queryRef }: { queryRef: PreloadedQuery<SchedulesScreenQuery> }) {
  const { scheduleWeek: week, organisation } = usePreloadedQuery<SchedulesScreenQuery>(schedulesScreenQuery, queryRef);
  const { t } = useTranslation('workforce');
  const environment = useRelayEnvironment();
  const [draft, setDraft] = useState<Draft | null>(null);
  const refresh = () => fetchQuery<SchedulesScreenQuery>(environment, schedulesScreenQuery, queryRef.variables).toPromise();

  const open = (employeeId: number, day: string, entry?: Entry) =>
    setDraft(
      entry
        ? { entryId: entry.entryId, employeeId: String(employeeId), day, from: entry.from, to: entry.to, kind: entry.kind, note: entry.note ?? '' }
        : { entryId: null, employeeId: String(employeeId), day, from: '08:00', to: '16:00', kind: 'SHIFT', note: '' },
    );

  return (
    <div className="mx-auto flex w-full min-w-0 max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={organisation.name}>{t('schedules.title')}</PageTitle>
      <div className="flex flex-wrap items-center gap-3">
        <Link to={`/schedules?day=${shift(week.weekStart, -7)}`} className={`rounded-md border border-brand-main px-3 py-2 text-sm font-semibold text-brand-main ${focusRing}`} data-testid="schedules-previous">
          {t('schedules.previous')}
        </Link>
        <p className="font-semibold text-gray-900" aria-live="polite" data-testid="schedules-week">
          {t('schedules.week', { from: formatDate(week.days[0]), to: formatDate(week.days[6]) })}
        </p>
        <Link to={`/schedules?day=${shift(week.weekStart, 7)}`} className={`rounded-md border border-brand-main px-3 py-2 text-sm font-semibold text-brand-main ${focusRing}`} data-testid="schedules-next">
          {t('schedules.next')}
        </Link>
      </div>
      <p className="text-sm text-gray-700" id="schedules-help">
        {t('schedules.help')}
      </p>
      <ScheduleGrid week={week} onOpen={open} />
      {draft ? (
        <EntryForm
          key={`${draft.entryId ?? 'new'}-${draft.employeeId}-${draft.day}`}
          draft={draft}
          employees={week.employees}
          onClose={() => setDraft(null)}
          onSaved={async () => {
            await refresh();
            setDraft(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** The entry as typed: the day `DD/MM/YYYY` (the draft's is `YYYY-MM-DD`) and the times `HH:mm` (002 §9), whatever the browser's locale. */
type EntryInputs = Omit<Draft, 'entryId'>;

const minutesOf = ({ hour, minute }: TimeOfDay) => hour * 60 + minute;

/** A real day, two times of day, and an end after the start (an entry may end at 24:00, the day's midnight). */
function entryRules(t: (key: string) => string): FormRules<EntryInputs> {
  return ({ day, from, to }) => {
    const start = parseTypedTime(from);
    const end = parseTypedTime(to, { endOfDay: true });
    const timeProblem = (typed: string, time: TimeOfDay | null) => (typed.trim() === '' ? t('schedules.timeRequired') : time === null ? t('schedules.timeInvalid') : null);
    return {
      day: parseTypedDay(day) === null ? t('schedules.dayInvalid') : null,
      from: timeProblem(from, start),
      to: timeProblem(to, end) ?? (start !== null && end !== null && minutesOf(end) <= minutesOf(start) ? t('schedules.toAfterFrom') : null),
    };
  };
}

/** The form of one entry; exported for its tests. A refused save shows each problem beside its field and keeps what was typed. */
export function EntryForm(props: { draft: Draft; employees: Week['employees']; onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('workforce');
  const notify = useNotify();
  const { draft } = props;
  const form = usePortalForm<EntryInputs>({
    defaultValues: { employeeId: draft.employeeId, day: typedDayOf(draft.day), from: draft.from, to: draft.to, kind: draft.kind, note: draft.note },
    rules: entryRules(t),
  });
  const { run: save, inFlight: saving } = useFormMutation<SchedulesScreenSaveMutation, SchedulesScreenSaveMutation['response']['saveScheduleEntry']>(
    graphql`
    mutation SchedulesScreenSaveMutation($input: SaveScheduleEntryInput!) {
      saveScheduleEntry(input: $input) {
        entry {
          entryId
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    { payload: (response) => response.saveScheduleEntry, fields: ['from', 'to', 'day', 'note', 'employeeId'], failed: () => t('common.failed') },
  );
  const { run: remove, inFlight: removing } = useFormMutation<SchedulesScreenDeleteMutation, SchedulesScreenDeleteMutation['response']['deleteScheduleEntry']>(
    graphql`
    mutation SchedulesScreenDeleteMutation($input: DeleteScheduleEntryInput!) {
      deleteScheduleEntry(input: $input) {
        deletedEntryId
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    { payload: (response) => response.deleteScheduleEntry, failed: () => t('common.failed') },
  );
  // The gateway takes the times as HH:mm: what was typed as 8:00 goes as 08:00.
  const timeOf = (typed: string, endOfDay = false) => {
    const time = parseTypedTime(typed, { endOfDay });
    return time ? typedTimeOf(time) : typed;
  };
  const submit = form.submitWith(
    (values) =>
      save({
        input: {
          entryId: draft.entryId,
          employeeId: Number(values.employeeId),
          day: parseTypedDay(values.day) ?? '',
          from: timeOf(values.from),
          to: timeOf(values.to, true),
          kind: values.kind,
          note: values.note.trim() || null,
        },
      }),
    () => {
      notify('success', t('schedules.saved'));
      void props.onSaved();
    },
  );

  const deleteEntry = () => {
    if (draft.entryId === null) return;
    void remove({ input: { entryId: draft.entryId } }).then((outcome) => {
      if (outcome.status === 'done') {
        notify('success', t('schedules.deleted'));
        void props.onSaved();
      }
    });
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby="schedule-form-title" className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4" data-testid="schedule-form">
        <h2 id="schedule-form-title" className="text-lg font-semibold text-gray-900">
          {draft.entryId === null ? t('schedules.addTitle') : t('schedules.editTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormSelectField name="employeeId" label={t('schedules.employee')} options={props.employees.map((employee) => ({ value: String(employee.employeeId), label: employee.name }))} />
          <FormDateField name="day" label={t('schedules.day')} data-testid="schedule-day" />
          <FormSelectField name="kind" label={t('schedules.kind')} options={KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} data-testid="schedule-kind" />
          <FormTimeField name="from" label={t('schedules.from')} data-testid="schedule-from" />
          <FormTimeField name="to" label={t('schedules.to')} data-testid="schedule-to" />
          <FormTextField name="note" label={t('schedules.note')} maxLength={200} />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {draft.entryId !== null ? (
            <Button variant="secondary" disabled={saving || removing} onClick={deleteEntry} data-testid="schedule-delete">
              {t('schedules.delete')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={props.onClose}>
            {t('schedules.cancel')}
          </Button>
          <Button type="submit" disabled={saving || removing} data-testid="schedule-save">
            {t('schedules.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

export const schedulesScreen = defineScreen<SchedulesScreenQuery>({ namespaces: ['workforce'], Screen: SchedulesScreen });
