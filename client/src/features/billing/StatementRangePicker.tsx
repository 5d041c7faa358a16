import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { type RangeError, checkTypedRange, typedDayOf } from '../../../../shared/days';
import { RANGE_PRESETS, type RangePreset, type StatementRange, searchOfRange } from '../../lib/statementRange';
import { ReadingControls } from '../../components/viewOnly';

/**
 * The statement's range: a preset applies at once; a custom range applies once both typed days are
 * valid and in order, otherwise each problem shows beside its field and the typed text stays.
 */
export function StatementRangePicker({ range }: { range: StatementRange }) {
  const { t } = useTranslation('billing');
  const [search, setSearch] = useSearchParams();
  const [preset, setPreset] = useState<RangePreset>(range.preset);
  const [from, setFrom] = useState(typedDayOf(range.from));
  const [to, setTo] = useState(typedDayOf(range.to));
  const [errors, setErrors] = useState<{ from: RangeError | null; to: RangeError | null }>({ from: null, to: null });

  const show = (next: Record<string, string>) => {
    const params = new URLSearchParams(search);
    params.delete('from');
    params.delete('to');
    for (const [name, value] of Object.entries(next)) params.set(name, value);
    setSearch(params, { preventScrollReset: true });
  };
  const choose = (next: RangePreset) => {
    setPreset(next);
    setErrors({ from: null, to: null });
    if (next !== 'custom') show(searchOfRange({ preset: next }));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const check = checkTypedRange(from, to);
    setErrors(check.errors);
    if (check.range) show(searchOfRange({ preset: 'custom', ...check.range }));
  };
  const message = (error: RangeError | null) => (error ? t(`range.errors.${error}`) : null);

  // Choosing a period only reads: it stays usable during a staff view.
  return (
    <ReadingControls>
      <form noValidate onSubmit={apply} aria-label={t('range.label')} className="flex flex-wrap items-start gap-4">
        <div className="w-56">
          <SelectField label={t('range.preset')} name="range" value={preset} onValueChange={(value) => choose(value as RangePreset)} options={RANGE_PRESETS.map((option) => ({ value: option, label: t(`range.presets.${option}`) }))} />
        </div>
        {preset === 'custom' ? (
          <>
            <div className="w-44">
              <TextField label={t('range.from')} name="from" value={from} onChange={(event) => setFrom(event.target.value)} placeholder={t('range.placeholder')} inputMode="numeric" autoComplete="off" error={message(errors.from)} />
            </div>
            <div className="w-44">
              <TextField label={t('range.to')} name="to" value={to} onChange={(event) => setTo(event.target.value)} placeholder={t('range.placeholder')} inputMode="numeric" autoComplete="off" error={message(errors.to)} />
            </div>
            <Button type="submit" className="mt-6">
              {t('range.apply')}
            </Button>
          </>
        ) : null}
      </form>
    </ReadingControls>
  );
}
