import { type FormEvent, useState } from 'react';
import { parseTypedDay, typedDayOf } from '../../../../shared/days';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { formatDate } from '../../i18n/format';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { useFormMutation } from '../../relay/useFormMutation';
import { defineScreen } from '../../router/screenRoute';
import { SelectField } from '../../components/SelectField';
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

/** The form of one entry; exported for its tests. */
export function EntryForm(props: { draft: Draft; employees: Week['employees']; onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('workforce');
  const notify = useNotify();
  // the day as typed (DD/MM/YYYY, 002 §9); the draft and the gateway keep YYYY-MM-DD
  const [values, setValues] = useState(() => ({ ...props.draft, day: typedDayOf(props.draft.day) }));
  const [errors, setErrors] = useState<FieldErrors>({});
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
  const set = (name: keyof Draft) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const day = parseTypedDay(values.day);
    if (day === null) problems['day'] = t('schedules.dayInvalid');
    if (!values.from) problems['from'] = t('schedules.timeRequired');
    if (!values.to) problems['to'] = t('schedules.timeRequired');
    else if (values.from && values.to <= values.from) problems['to'] = t('schedules.toAfterFrom');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    void save({
      input: {
        entryId: values.entryId,
        employeeId: Number(values.employeeId),
        day: day ?? '',
        from: values.from,
        to: values.to,
        kind: values.kind,
        note: values.note.trim() || null,
      },
    }).then((outcome) => {
      if (outcome.status === 'failed') return;
      setErrors(outcome.fieldErrors);
      if (outcome.status === 'done') {
        notify('success', t('schedules.saved'));
        void props.onSaved();
      }
    });
  };

  const deleteEntry = () => {
    if (values.entryId === null) return;
    void remove({ input: { entryId: values.entryId } }).then((outcome) => {
      if (outcome.status === 'done') {
        notify('success', t('schedules.deleted'));
        void props.onSaved();
      }
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="schedule-form-title" className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4" data-testid="schedule-form">
      <h2 id="schedule-form-title" className="text-lg font-semibold text-gray-900">
        {values.entryId === null ? t('schedules.addTitle') : t('schedules.editTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('schedules.employee')}
          value={values.employeeId}
          error={errors['employeeId']}
          options={props.employees.map((employee) => ({ value: String(employee.employeeId), label: employee.name }))}
          onChange={set('employeeId')}
        />
        <TextField label={t('schedules.day')} inputMode="numeric" placeholder={t('common:dates.placeholder')} value={values.day} error={errors['day']} onChange={set('day')} data-testid="schedule-day" />
        <SelectField label={t('schedules.kind')} value={values.kind} options={KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} onChange={set('kind')} data-testid="schedule-kind" />
        <TextField label={t('schedules.from')} type="time" value={values.from} error={errors['from']} onChange={set('from')} data-testid="schedule-from" />
        <TextField label={t('schedules.to')} type="time" value={values.to} error={errors['to']} onChange={set('to')} data-testid="schedule-to" />
        <TextField label={t('schedules.note')} maxLength={200} value={values.note} error={errors['note']} onChange={set('note')} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {values.entryId !== null ? (
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
  );
}

export const schedulesScreen = defineScreen<SchedulesScreenQuery>({ namespaces: ['workforce'], Screen: SchedulesScreen });
