import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { type DayRange, type RangeError, checkTypedRange, typedDayOf } from '../../../../shared/days';
import { ReadingControls } from '../../components/viewOnly';

interface DateRangeSearchProps {
  initial: DayRange;
  searching: boolean;
  onSearch(range: DayRange): void;
}

/**
 * The e-mail search (002 §5: a date range must be valid): problems show beside their field and the
 * typed values stay as typed, so the user corrects rather than retypes.
 */
export function DateRangeSearch({ initial, searching, onSearch }: DateRangeSearchProps) {
  const { t } = useTranslation('emails');
  const [from, setFrom] = useState(typedDayOf(initial.from));
  const [to, setTo] = useState(typedDayOf(initial.to));
  const [errors, setErrors] = useState<{ from: RangeError | null; to: RangeError | null }>({ from: null, to: null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkTypedRange(from, to);
    setErrors(check.errors);
    if (check.range) onSearch(check.range);
  };
  const message = (error: RangeError | null) => (error ? t(`search.errors.${error}`) : null);

  return (
    <ReadingControls>
      <form role="search" aria-label={t('search.label')} noValidate onSubmit={submit} className="flex flex-wrap items-start gap-4">
        <div className="w-44">
          <TextField
            label={t('search.from')}
            name="from"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            placeholder={t('search.placeholder')}
            inputMode="numeric"
            autoComplete="off"
            error={message(errors.from)}
          />
        </div>
        <div className="w-44">
          <TextField
            label={t('search.to')}
            name="to"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            placeholder={t('search.placeholder')}
            inputMode="numeric"
            autoComplete="off"
            error={message(errors.to)}
          />
        </div>
        <Button type="submit" className="mt-6" disabled={searching}>
          {t('search.submit')}
        </Button>
      </form>
    </ReadingControls>
  );
}
