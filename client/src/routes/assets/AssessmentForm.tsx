import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { SelectField } from '../../components/SelectField';
import { readNumber, readTypedDay, typedToday } from './dayInput';
import { GRADES, gradeTone } from './grades';
import { Badge } from '../../components/Badge';
import { useSaveAssessmentMutation } from './useSaveAssessmentMutation';

const FIELDS = ['assessedOn', 'conditionGrade', 'performanceGrade', 'remainingLifeYears', 'remarks', 'nextDueOn'];
const MAX_REMARKS = 1000;

/** Condition grades as radio cards, each with what it means, so assessors grade alike. */
function GradePicker({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string | undefined }) {
  const { t } = useTranslation('assets');
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} className="flex flex-col gap-2" data-testid="condition-grade">
      <legend className="mb-1 text-sm font-medium text-gray-800">{t('assessment.conditionGrade')}</legend>
      <div className="grid gap-2 sm:grid-cols-5">
        {GRADES.map((grade) => (
          <label key={grade} className={`flex cursor-pointer flex-col gap-1 rounded-md border-2 p-2 text-sm has-checked:border-brand-main has-focus-visible:ring-2 ${value === String(grade) ? 'border-brand-main' : 'border-gray-200'}`}>
            <span className="flex items-center gap-2">
              <input type="radio" name="conditionGrade" value={grade} checked={value === String(grade)} onChange={() => onChange(String(grade))} className={`size-4 accent-brand-main ${focusRing}`} />
              <Badge tone={gradeTone(grade)}>
                <span dir="ltr">{grade}</span> · {t(`grade.${grade}`)}
              </Badge>
            </span>
            <span className="text-gray-700">{t(`gradeHelp.${grade}`)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Records a condition assessment of an asset by the signed-in employee; the asset's condition follows. */
export function AssessmentForm({ assetId }: { assetId: string }) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const { run: save, inFlight: saving } = useSaveAssessmentMutation({ fields: FIELDS, failed: () => t('form.failed') });
  const empty = { assessedOn: typedToday(), conditionGrade: '', performanceGrade: '', remainingLifeYears: '', nextDueOn: '', remarks: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const assessedOn = readTypedDay(values.assessedOn);
    if (assessedOn === null) found['assessedOn'] = t('form.required');
    if (assessedOn === 'invalid') found['assessedOn'] = t('form.invalidDate');
    const nextDueOn = readTypedDay(values.nextDueOn);
    if (nextDueOn === 'invalid') found['nextDueOn'] = t('form.invalidDate');
    if (!values.conditionGrade) found['conditionGrade'] = t('assessment.chooseGrade');
    if (!values.performanceGrade) found['performanceGrade'] = t('assessment.chooseGrade');
    const life = readNumber(values.remainingLifeYears);
    if (life === undefined || (life !== null && (!Number.isInteger(life) || life < 0 || life > 200))) found['remainingLifeYears'] = t('form.remainingLife');
    setErrors(found);
    if (Object.keys(found).length > 0 || assessedOn === null || assessedOn === 'invalid' || nextDueOn === 'invalid' || life === undefined) return;
    const outcome = await save({ input: {
      assetId,
      assessedOn,
      conditionGrade: Number(values.conditionGrade),
      performanceGrade: Number(values.performanceGrade),
      remainingLifeYears: life,
      nextDueOn,
      remarks: values.remarks.trim() || null,
    } });
    if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
    if (outcome.status === 'done') {
      setValues(empty);
      notify('success', t('assessment.saved'));
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="assessment-form-title" className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="assessment-form">
      <h2 id="assessment-form-title" className="text-lg font-semibold text-gray-900">
        {t('assessment.newTitle')}
      </h2>
      <GradePicker value={values.conditionGrade} onChange={set('conditionGrade')} error={errors['conditionGrade']} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label={t('assessment.assessedOn')} required placeholder={t('form.datePlaceholder')} inputMode="numeric" value={values.assessedOn} onChange={(event) => set('assessedOn')(event.target.value)} error={errors['assessedOn']} data-testid="assessed-on" />
        <SelectField emphasizeRequired={false} label={t('assessment.performanceGrade')} required value={values.performanceGrade} onValueChange={set('performanceGrade')} placeholder={t('form.choose')} error={errors['performanceGrade']} options={GRADES.map((grade) => ({ value: String(grade), label: `${grade} · ${t(`grade.${grade}`)}` }))} name="performanceGrade" />
        <TextField label={t('assessment.remainingLife')} inputMode="numeric" dir="ltr" value={values.remainingLifeYears} onChange={(event) => set('remainingLifeYears')(event.target.value)} error={errors['remainingLifeYears']} />
        <TextField label={t('assessment.nextDue')} placeholder={t('form.datePlaceholder')} inputMode="numeric" value={values.nextDueOn} onChange={(event) => set('nextDueOn')(event.target.value)} error={errors['nextDueOn']} data-testid="next-due" />
      </div>
      <TextAreaField label={t('assessment.remarks')} rows={3} maxLength={MAX_REMARKS} value={values.remarks} onChange={(event) => set('remarks')(event.target.value)} error={errors['remarks']} />
      <Button type="submit" className="self-end" disabled={saving} data-testid="assessment-save">
        {t('assessment.save')}
      </Button>
    </form>
  );
}
