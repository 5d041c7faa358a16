import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFormField } from '../../forms/fields';
import { showServerErrors, usePortalForm } from '../../forms/usePortalForm';
import { formatDateTime } from '../../i18n/format';
import { useNotify } from '../../notifications/useNotify';
import { useFormMutation } from '../../relay/useFormMutation';
import type { LogEntryForm_points$key } from './__generated__/LogEntryForm_points.graphql';
import type { LogEntryFormMutation } from './__generated__/LogEntryFormMutation.graphql';
import { LogHistory } from './LogHistory';
import { decimalsOf, formatValue, parseDecimal } from '../../lib/decimals';

type Values = Record<string, string>;
interface Refusal {
  field: string | null | undefined;
  code: string;
  message: string;
}

/** The input of the log point at `index` (its id may hold characters a form field name cannot). */
const valueName = (index: number) => `point${index}`;

/** A log point's value input with its unit, bound to the form, described by its range and its problem. */
function LogValueInput({ name, inputId, unit }: { name: string; inputId: string; unit: string }) {
  const field = useFormField<string>(name);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          ref={field.ref}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={field.value ?? ''}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={[`${inputId}-range`, field.error ? `${inputId}-error` : null].filter(Boolean).join(' ')}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          className="min-h-12 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-end text-lg text-gray-900 tabular-nums focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-accent aria-invalid:border-red-700"
          data-testid="log-value"
        />
        <span className="w-12 text-sm text-gray-700">{unit}</span>
      </div>
      {field.error ? (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The station's log points, one row each: range, newest value and an input. Several values are saved in one
 * go; a value outside its range opens a confirmation that names the range (002 §5): only after confirming are
 * the values saved, and cancelling keeps what was typed.
 */
export function LogEntryForm(props: { points: LogEntryForm_points$key }) {
  const { t } = useTranslation('measurements');
  const notify = useNotify();
  const points = useFragment(
    graphql`
      fragment LogEntryForm_points on LogPoint @relay(plural: true) {
        id
        parameter
        unit
        minimum
        maximum
        decimals
        element {
          code
          name
        }
        latestEntry {
          value
          takenAt
          outOfRange
        }
        ...LogHistory_point
      }
    `,
    props.points,
  );
  const { run: commit, inFlight: saving } = useFormMutation<LogEntryFormMutation, LogEntryFormMutation['response']['saveLogEntries']>(
    graphql`
    mutation LogEntryFormMutation($input: SaveLogEntriesInput!) {
      saveLogEntries(input: $input) {
        entries {
          entryId
        }
        logPoints {
          id
          latestEntry {
            value
            takenAt
            outOfRange
          }
          ...LogHistory_point @arguments(load: true)
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `,
    // Refusals go beside their log points, or ask to confirm values out of range.
    { payload: (response) => response.saveLogEntries, reportRefusals: false, failed: () => t('form.failed') },
  );
  const empty = (): Values => Object.fromEntries(points.map((_, index) => [valueName(index), '']));
  const form = usePortalForm<Values>({
    defaultValues: empty(),
    rules: (values) =>
      Object.fromEntries(
        points.map((point, index) => {
          const text = values[valueName(index)]?.trim() ?? '';
          if (text === '') return [valueName(index), null];
          if (parseDecimal(text) === undefined) return [valueName(index), t('form.notANumber')];
          return [valueName(index), decimalsOf(text) > point.decimals ? t('form.tooManyDecimals', { decimals: point.decimals }) : null];
        }),
      ),
  });
  const [confirming, setConfirming] = useState<Refusal[] | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);

  /** Sends the typed values (the rules passed); refusals go beside their log points or ask to confirm. */
  const send = async (values: Values, confirmOutOfRange: boolean) => {
    const entries = points.flatMap((point, index) => {
      const text = values[valueName(index)]?.trim() ?? '';
      const value = text === '' ? undefined : parseDecimal(text);
      return value === undefined ? [] : [{ logPointId: point.id, value, name: valueName(index) }];
    });
    if (entries.length === 0) {
      notify('warn', t('form.nothing'));
      return null;
    }
    const outcome = await commit({ input: { entries: entries.map(({ logPointId, value }) => ({ logPointId, value })), confirmOutOfRange } });
    if (outcome.status === 'failed') return null;
    const refusals = outcome.payload.userErrors;
    if (refusals.length === 0) {
      setConfirming(null);
      form.reset(empty());
      notify('success', t('form.saved', { number: outcome.payload.entries.length }));
      return null;
    }
    if (refusals.every((refusal) => refusal.code === 'VALUE_OUT_OF_RANGE')) {
      setConfirming([...refusals]);
      return null;
    }
    setConfirming(null);
    const byPoint: Record<string, string> = {};
    for (const refusal of refusals) {
      const entry = entries[Number(refusal.field?.split('.')[1])];
      if (entry) byPoint[entry.name] = refusal.message;
      else notify('warn', refusal.message);
    }
    showServerErrors(form, byPoint);
    return null;
  };
  const submit = form.submitWith((values) => send(values, false));
  const confirm = form.submitWith((values) => send(values, true));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="log-entry-form">
        <ul className="flex flex-col gap-3">
          {points.map((point, index) => {
            const inputId = `log-value-${point.id}`;
            const range = t('points.range', { minimum: formatValue(point.minimum, point.decimals), maximum: formatValue(point.maximum, point.decimals), unit: t(`units.${point.unit}`) });
            return (
              <li key={point.id} className="rounded-lg border border-gray-300 bg-white p-3" data-testid="log-point">
                <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-start">
                  <div className="flex min-w-0 flex-col gap-1">
                    <label htmlFor={inputId} className="font-semibold text-gray-900">
                      {t(`parameters.${point.parameter}`)} · <bdi>{point.element.code}</bdi>
                    </label>
                    <p className="text-sm text-gray-700">{point.element.name}</p>
                    <p className="text-sm text-gray-700" id={`${inputId}-range`}>
                      {range}
                    </p>
                    <p className="text-sm text-gray-700">
                      {point.latestEntry
                        ? t('points.latest', {
                            value: `${formatValue(point.latestEntry.value, point.decimals)} ${t(`units.${point.unit}`)}`,
                            time: formatDateTime(point.latestEntry.takenAt),
                          })
                        : t('points.noValue')}
                      {point.latestEntry?.outOfRange ? <span className="ms-2 rounded bg-amber-100 px-1.5 text-amber-900">{t('history.outOfRange')}</span> : null}
                    </p>
                  </div>
                  <LogValueInput name={valueName(index)} inputId={inputId} unit={t(`units.${point.unit}`)} />
                </div>
                <Button
                  variant="ghost"
                  className="mt-2 px-2"
                  aria-expanded={historyOf === point.id}
                  onClick={() => setHistoryOf((current) => (current === point.id ? null : point.id))}
                  data-testid="log-history-toggle"
                >
                  {historyOf === point.id ? t('history.hide') : t('history.show')}
                </Button>
                {historyOf === point.id ? <LogHistory point={point} decimals={point.decimals} unit={t(`units.${point.unit}`)} /> : null}
              </li>
            );
          })}
        </ul>
        <Button type="submit" className="self-end" disabled={saving} data-testid="log-save">
          {t('form.save')}
        </Button>
        {/* 002 §5: a value beyond its minimum or maximum is saved only after this forced confirmation. */}
        <ConfirmDialog
          open={confirming !== null}
          title={t('confirm.title')}
          confirmLabel={t('confirm.confirm')}
          cancelLabel={t('confirm.cancel')}
          tone="normal"
          busy={saving}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('confirm.question')}</p>
          <ul className="mt-2 list-disc ps-5" data-testid="log-confirm-ranges">
            {(confirming ?? []).map((refusal) => (
              <li key={refusal.field}>{refusal.message}</li>
            ))}
          </ul>
        </ConfirmDialog>
      </form>
    </FormProvider>
  );
}
