import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { focusRing } from '../../components/focusRing';
import { isolated } from '../../i18n/isolate';
import { useNotify } from '../../notifications/useNotify';
import { formatNumber } from '../../lib/quantity';
import { photoProblem } from '../../lib/readingValidation';
import type { EntryForm_entry$key, MeterAccess, MeterCaptureReason } from './__generated__/EntryForm_entry.graphql';
import { liveConsumption, readingFormatProblem } from './captureValues';
import { EntryChoiceFields } from './EntryChoiceFields';
import { EntryDetails } from './EntryDetails';
import { useCaptureMeterReadingMutation } from './useCaptureMeterReadingMutation';
import { useUploadMeterCapturePhotoMutation } from './useUploadMeterCapturePhotoMutation';

;

const FIELDS = ['reading', 'clockedOver', 'readAt', 'photo'] as const;
type FieldName = (typeof FIELDS)[number];

interface EntryFormProps {
  entry: EntryForm_entry$key;
  /** The viewer may open the web map. */
  showMap: boolean;
  /** Focus the reading input when the form appears (after moving on from a saved meter). */
  autoFocus: boolean;
  /** Called after a successful save, to move on to the next outstanding meter. */
  onSaved(entryId: string): void;
}

/**
 * The capture form of one meter (`002 §3` Meter reading labels, `§5`): Enter in the reading saves; the
 * utility's refusals stay beside their field with what was typed; previous reading and consumption live.
 */
export function EntryForm({ entry: entryRef, showMap, autoFocus, onSaved }: EntryFormProps) {
  const { t, i18n } = useTranslation('meterCapture');
  const notify = useNotify();
  const entry = useFragment(
    graphql`
      fragment EntryForm_entry on MeterCaptureEntry {
        id
        meterRef
        maxReading
        unit
        previousReading
        reading
        reason
        comment
        clockedOver
        access
        hasPhoto
        editable
        ...EntryDetails_entry
      }
    `,
    entryRef,
  );
  const [reading, setReading] = useState(entry.reading == null ? '' : String(entry.reading));
  const [clockedOver, setClockedOver] = useState(entry.clockedOver);
  const [access, setAccess] = useState<MeterAccess>(entry.access ?? 'ACCESSIBLE');
  const [reason, setReason] = useState<MeterCaptureReason>(entry.reason ?? 'REGULAR');
  const [comment, setComment] = useState(entry.comment ?? '');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const { run: commit, inFlight: saving } = useCaptureMeterReadingMutation({ fields: FIELDS, kind: 'error', failed: () => t('capture.failed') });
  const { run: upload, inFlight: uploading } = useUploadMeterCapturePhotoMutation({ fields: FIELDS, kind: 'error', failed: () => t('capture.failed') });
  const readingRef = useRef<HTMLInputElement>(null);
  const clockOverHelpId = useId();
  const clockOverErrorId = useId();
  const photoId = useId();
  const photoErrorId = useId();
  const unit = entry.unit === 'KILOWATT_HOUR' ? t('units.kwh') : t('units.m3');
  const number = (value: number) => formatNumber(value, i18n.language);
  const disabled = !entry.editable || saving;

  useEffect(() => {
    if (autoFocus) readingRef.current?.focus();
  }, [autoFocus]);

  const consumption = liveConsumption(reading, entry.previousReading ?? null, entry.maxReading, clockedOver);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const problem = readingFormatProblem(reading, entry.maxReading, access === 'ACCESSIBLE');
    if (problem) {
      setErrors({ reading: t(`errors.${problem}`, { max: number(entry.maxReading) }) });
      readingRef.current?.focus();
      return;
    }
    setErrors({});
    const typed = reading.trim();
    void commit({
      input: {
        entryId: entry.id,
        reading: typed === '' ? null : Number(typed),
        clockedOver,
        access,
        reason,
        comment: comment.trim() || null,
      },
    }).then((outcome) => {
      if (outcome.status === 'failed') return;
      if (outcome.status === 'refused') {
        const { fieldErrors } = outcome;
        setErrors(fieldErrors);
        if (fieldErrors['reading'] || fieldErrors['clockedOver']) readingRef.current?.focus();
        return;
      }
      notify('success', t('capture.saved', { meterRef: isolated(entry.meterRef) }));
      onSaved(entry.id);
    });
  }

  function choosePhoto(file: File | null) {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setErrors((current) => ({ ...current, photo: t(`errors.${problem}`) }));
      return;
    }
    setErrors((current) => ({ ...current, photo: undefined }));
    void upload({ input: { entryId: entry.id, photo: null } }, { uploadables: { 'input.photo': file } }).then((outcome) => {
      if (outcome.status === 'refused') setErrors((current) => ({ ...current, ...outcome.fieldErrors }));
      if (outcome.status === 'done') notify('success', t('capture.photoSaved'));
    });
  }

  return (
    <section aria-labelledby={`${entry.id}-title`} className="flex flex-col gap-4 rounded-lg border border-gray-300 bg-white p-4 shadow-sm" data-testid="entry-form">
      <EntryDetails entry={entry} showMap={showMap} consumption={consumption} unit={unit} />
      {!entry.editable ? (
        <p className="rounded-md border border-gray-400 bg-gray-100 p-3 text-gray-900" data-testid="not-editable">
          {t('entry.notEditable')}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={saving}>
        <TextField
          ref={readingRef}
          label={t('entry.reading', { unit })}
          name="reading"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          enterKeyHint="next"
          value={reading}
          onChange={(event) => setReading(event.target.value)}
          error={errors.reading}
          disabled={disabled}
        />
        <div className="flex flex-col gap-1">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-base text-gray-900 has-disabled:cursor-not-allowed has-disabled:opacity-60">
            <input
              type="checkbox"
              name="clockedOver"
              className={`size-6 accent-brand-main ${focusRing}`}
              checked={clockedOver}
              onChange={(event) => setClockedOver(event.target.checked)}
              disabled={disabled}
              aria-describedby={[clockOverHelpId, errors.clockedOver ? clockOverErrorId : null].filter(Boolean).join(' ')}
              aria-invalid={errors.clockedOver ? true : undefined}
            />
            {t('entry.clockedOver')}
          </label>
          <p id={clockOverHelpId} className="text-sm text-gray-700">
            {t('entry.clockedOverHelp', { max: number(entry.maxReading) })}
          </p>
          {errors.clockedOver ? (
            <p id={clockOverErrorId} className="text-sm text-red-700">
              {errors.clockedOver}
            </p>
          ) : null}
        </div>
        <EntryChoiceFields access={access} onAccess={setAccess} reason={reason} onReason={setReason} disabled={disabled} />
        <TextAreaField label={t('entry.comment')} name="comment" rows={2} maxLength={500} value={comment} onChange={(event) => setComment(event.target.value)} disabled={disabled} />
        <div className="flex flex-col gap-1">
          <label htmlFor={photoId} className="text-sm font-medium text-gray-800">
            {t('entry.photo')}
          </label>
          <input
            id={photoId}
            type="file"
            accept="image/*"
            capture="environment"
            aria-invalid={errors.photo ? true : undefined}
            aria-describedby={errors.photo ? photoErrorId : undefined}
            onChange={(event) => {
              choosePhoto(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
            disabled={!entry.editable || uploading}
            className={`min-h-11 w-full max-w-full text-base text-gray-800 file:me-3 file:min-h-11 file:rounded-md file:border-0 file:bg-gray-200 file:px-4 file:py-2 ${focusRing}`}
          />
          <p className="text-sm text-gray-700" data-testid="photo-state">
            {uploading ? t('entry.photoUploading') : entry.hasPhoto ? t('entry.photoAttached') : t('entry.noPhoto')}
          </p>
          {errors.photo ? (
            <p id={photoErrorId} className="text-sm text-red-700">
              {errors.photo}
            </p>
          ) : null}
        </div>
        {entry.editable ? (
          <Button type="submit" className="min-h-12 text-base" disabled={saving}>
            {saving ? t('entry.saving') : t('entry.save')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
