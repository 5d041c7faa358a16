import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { filterChips } from '../../components/filters/FilterChips';
import { CheckboxField } from '../../components/CheckboxField';
import { TextField } from '../../components/TextField';
import { APPLICATION_STATUSES } from '../../lib/applicationStatuses';
import { APPLICATION_STAGES } from '../../../../shared/applicationForms/stages';
import { endsBeforeStart, parseTypedDay, typedDayOf } from '../../../../shared/days';
import { type QueueSearch, writeQueueSearch } from './queueSearch';
import { SelectField } from '../../components/SelectField';


type DateError = 'invalid' | 'order' | null;

/** An optional typed day (DD/MM/YYYY, 002 §9): empty, a real day, or an error. */
function checkDay(typed: string): { day: string | null; error: DateError } {
  if (typed.trim() === '') return { day: null, error: null };
  const day = parseTypedDay(typed);
  return { day, error: day === null ? 'invalid' : null };
}

/**
 * The queue's filters (status, type, a family application's stage, update dates, assigned to me, unread).
 * Applying them changes the URL, so the list reloads from it; a bad date shows beside its field and
 * nothing typed is lost. `withStages`: the queue holds family applications (customer service).
 */
export function WorkQueueFilters(props: { search: QueueSearch; listPath: string; types: ReadonlyArray<{ applicationType: number; name: string }>; withStages?: boolean }) {
  const { t } = useTranslation('workQueue');
  const navigate = useNavigate();
  const [status, setStatus] = useState(props.search.status ?? '');
  const [type, setType] = useState(props.search.applicationType ? String(props.search.applicationType) : '');
  const [stage, setStage] = useState(props.search.stage ?? '');
  const [from, setFrom] = useState(props.search.updatedFrom ? typedDayOf(props.search.updatedFrom) : '');
  const [to, setTo] = useState(props.search.updatedTo ? typedDayOf(props.search.updatedTo) : '');
  const [mine, setMine] = useState(props.search.assignedToMe);
  const [unread, setUnread] = useState(props.search.unreadOnly);
  const [errors, setErrors] = useState<{ from: DateError; to: DateError }>({ from: null, to: null });

  const apply = () => {
    const start = checkDay(from);
    const end = checkDay(to);
    const order = start.day !== null && end.day !== null && endsBeforeStart(start.day, end.day);
    const next = { from: start.error, to: end.error ?? (order ? ('order' as const) : null) };
    setErrors(next);
    if (next.from || next.to) return;
    const search = writeQueueSearch({
      status: APPLICATION_STATUSES.find((known) => known === status) ?? null,
      applicationType: type ? Number(type) : null,
      stage: props.withStages ? (APPLICATION_STAGES.find((known) => known === stage) ?? null) : null,
      updatedFrom: start.day,
      updatedTo: end.day,
      assignedToMe: mine,
      unreadOnly: unread,
      view: props.search.view,
    });
    void navigate(`${props.listPath}?${search}`);
  };
  const message = (error: DateError) => (error ? t(`filters.errors.${error}`) : null);

  const applied = props.search;
  const cleared: Record<string, Partial<QueueSearch>> = {
    status: { status: null }, type: { applicationType: null }, stage: { stage: null }, from: { updatedFrom: null }, to: { updatedTo: null }, mine: { assignedToMe: false }, unread: { unreadOnly: false },
  };
  const chips = filterChips(
    [
      ['status', t('filters.status'), applied.status && t(`applications:status.${applied.status}`)],
      ['type', t('filters.type'), applied.applicationType ? (props.types.find((option) => option.applicationType === applied.applicationType)?.name ?? String(applied.applicationType)) : null],
      ['stage', t('filters.stage'), applied.stage && t(`applicationFamilies:stage.${applied.stage}`)],
      ['from', t('filters.from'), applied.updatedFrom && typedDayOf(applied.updatedFrom)],
      ['to', t('filters.to'), applied.updatedTo && typedDayOf(applied.updatedTo)],
      ['mine', t('filters.assignedToMe'), applied.assignedToMe],
      ['unread', t('filters.unreadOnly'), applied.unreadOnly],
    ],
    (key) => `${props.listPath}?${writeQueueSearch({ ...applied, ...cleared[key] })}`,
  );

  return (
    <FilterPanel
      label={t('filters.label')}
      testId="queue-filters"
      onApply={apply}
      onClear={() => void navigate(props.listPath)}
      chips={chips}
      moreInvalid={Boolean(errors.from || errors.to)}
      primary={
        <>
          <SelectField
            label={t('filters.status')}
            name="status"
            value={status}
            onValueChange={setStatus}
            placeholder={t('filters.anyStatus')}
            options={APPLICATION_STATUSES.map((value) => ({ value, label: t(`applications:status.${value}`) }))}
            data-testid="filter-status"
          />
          <SelectField
            label={t('filters.type')}
            name="type"
            value={type}
            onValueChange={setType}
            placeholder={t('filters.anyType')}
            options={props.types.map((option) => ({ value: String(option.applicationType), label: option.name }))}
            data-testid="filter-type"
          />
          {props.withStages ? (
            <SelectField
              label={t('filters.stage')}
              name="stage"
              value={stage}
              onValueChange={setStage}
              placeholder={t('filters.anyStage')}
              options={APPLICATION_STAGES.map((value) => ({ value, label: t(`applicationFamilies:stage.${value}`) }))}
              data-testid="filter-stage"
            />
          ) : null}
        </>
      }
      more={
        <>
          <TextField label={t('filters.from')} name="from" value={from} onChange={(event) => setFrom(event.target.value)} placeholder={t('filters.datePlaceholder')} inputMode="numeric" autoComplete="off" error={message(errors.from)} data-testid="filter-from" />
          <TextField label={t('filters.to')} name="to" value={to} onChange={(event) => setTo(event.target.value)} placeholder={t('filters.datePlaceholder')} inputMode="numeric" autoComplete="off" error={message(errors.to)} data-testid="filter-to" />
          <div className="flex flex-wrap items-end gap-x-6">
            <CheckboxField label={t('filters.assignedToMe')} name="mine" checked={mine} onChange={(event) => setMine(event.target.checked)} data-testid="filter-mine" />
            <CheckboxField label={t('filters.unreadOnly')} name="unread" checked={unread} onChange={(event) => setUnread(event.target.checked)} data-testid="filter-unread" />
          </div>
        </>
      }
    />
  );
}
