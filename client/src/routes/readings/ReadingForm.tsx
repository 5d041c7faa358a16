import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { TextField } from '../../components/TextField';
import { focusRing } from '../../components/focusRing';
import { formatNumber } from '../../lib/quantity';
import { photoProblem, readingProblem } from '../../lib/readingValidation';

export interface ReadingValues {
  reading: number;
  clockedOver: boolean;
  comment: string;
  photo: File | null;
}

interface ReadingFormProps {
  previousReading: number | null;
  maxReading: number;
  unitLabel: string;
  busy: boolean;
  /** Problems the gateway reported, by input name (`reading`, `photo`). */
  serverErrors: Partial<Record<'reading' | 'photo', string>>;
  onSubmit(values: ReadingValues): void;
  onCancel(): void;
}

/** The reading form (`002 §5`): checked here first, values kept when the gateway refuses them. */
export function ReadingForm({ previousReading, maxReading, unitLabel, busy, serverErrors, onSubmit, onCancel }: ReadingFormProps) {
  const { t, i18n } = useTranslation('readings');
  const [reading, setReading] = useState('');
  const [clockedOver, setClockedOver] = useState(false);
  const [comment, setComment] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'reading' | 'photo', string>>>({});
  const photoId = useId();
  const photoErrorId = useId();

  useEffect(() => setErrors(serverErrors), [serverErrors]);
  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  function choosePhoto(file: File | null) {
    const problem = file ? photoProblem(file) : null;
    setErrors((current) => ({ ...current, photo: problem ? t(`submit.${problem}`) : undefined }));
    setPhoto(problem ? null : file);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = readingProblem(reading, previousReading, maxReading, clockedOver);
    if (problem) {
      const values = 'previous' in problem ? { previous: formatNumber(problem.previous, i18n.language) } : 'max' in problem ? { max: formatNumber(problem.max, i18n.language) } : {};
      setErrors({ reading: t(`submit.errors.${problem.key}`, values) });
      return;
    }
    setErrors({});
    onSubmit({ reading: Number(reading.trim()), clockedOver, comment, photo });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      <p className="text-sm text-gray-800" data-testid="previous-reading">
        {previousReading === null ? t('submit.noPrevious') : t('submit.previous', { reading: formatNumber(previousReading, i18n.language), unit: unitLabel })}
      </p>
      <TextField
        label={t('submit.reading', { unit: unitLabel })}
        name="reading"
        inputMode="numeric"
        autoComplete="off"
        value={reading}
        onChange={(event) => setReading(event.target.value)}
        error={errors.reading}
        disabled={busy}
        required
      />
      <CheckboxField label={t('submit.clockedOver')} name="clockedOver" checked={clockedOver} onChange={(event) => setClockedOver(event.target.checked)} disabled={busy} />
      <TextField label={t('submit.comment')} name="comment" value={comment} maxLength={500} onChange={(event) => setComment(event.target.value)} disabled={busy} />
      <div className="flex flex-col gap-1">
        <label htmlFor={photoId} className="text-sm font-medium text-gray-800">{t('submit.photo')}</label>
        <input
          id={photoId}
          type="file"
          accept="image/jpeg,image/png"
          aria-invalid={Boolean(errors.photo)}
          aria-describedby={errors.photo ? photoErrorId : undefined}
          onChange={(event) => choosePhoto(event.target.files?.[0] ?? null)}
          disabled={busy}
          className={`text-sm text-gray-800 file:me-3 file:rounded-md file:border-0 file:bg-gray-200 file:px-3 file:py-2 ${focusRing}`}
        />
        {errors.photo ? <p id={photoErrorId} className="text-sm text-red-700">{errors.photo}</p> : null}
        {preview ? <img src={preview} alt={t('submit.photoPreview')} className="mt-2 max-h-40 w-fit rounded border border-gray-300" /> : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>{t('submit.cancel')}</Button>
        <Button type="submit" disabled={busy}>{t('submit.send')}</Button>
      </div>
    </form>
  );
}
