import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { FormSelectField, FormTextAreaField, FormTextField, useFormField } from '../../forms/fields';
import { type FormRules, usePortalForm } from '../../forms/usePortalForm';
import type { TFunction } from '../../i18n/i18n';
import { useNotify } from '../../notifications/useNotify';
import { readNumber, readTypedDay, typedToday } from './dayInput';
import { GRADES, gradeTone } from './grades';
import { Badge } from '../../components/Badge';
import { useSaveAssessmentMutation } from './useSaveAssessmentMutation';

const FIELDS = ['assessedOn', 'conditionGrade', 'performanceGrade', 'remainingLifeYears', 'remarks', 'nextDueOn'] as const;
const MAX_REMARKS = 1000;

/** What the inputs hold, as typed. */
type AssessmentInputs = Record<(typeof FIELDS)[number], string>;

/** An assessment's rules: a DD/MM/YYYY day assessed (and due, when given), both grades, a remaining life of 0 to 200 whole years. */
function assessmentRules(t: TFunction): FormRules<AssessmentInputs> {
  return (values) => {
    const assessedOn = readTypedDay(values.assessedOn);
    const life = readNumber(values.remainingLifeYears);
    return {
      assessedOn: assessedOn === null ? t('form.required') : assessedOn === 'invalid' ? t('form.invalidDate') : null,
      nextDueOn: readTypedDay(values.nextDueOn) === 'invalid' ? t('form.invalidDate') : null,
      conditionGrade: values.conditionGrade ? null : t('assessment.chooseGrade'),
      performanceGrade: values.performanceGrade ? null : t('assessment.chooseGrade'),
      remainingLifeYears: life === undefined || (life !== null && (!Number.isInteger(life) || life < 0 || life > 200)) ? t('form.remainingLife') : null,
    };
  };
}

const emptyAssessment = (): AssessmentInputs => ({ assessedOn: typedToday(), conditionGrade: '', performanceGrade: '', remainingLifeYears: '', nextDueOn: '', remarks: '' });
const dayOrNull = (typed: string) => {
  const day = readTypedDay(typed);
  return day === 'invalid' ? null : day;
};

/** Condition grades as radio cards, each with what it means, so assessors grade alike. */
function GradePicker() {
  const { t } = useTranslation('assets');
  const { value, onChange, error } = useFormField<string>('conditionGrade');
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
  const { run: save } = useSaveAssessmentMutation({ fields: FIELDS, failed: () => t('form.failed') });
  const form = usePortalForm<AssessmentInputs>({ defaultValues: emptyAssessment(), rules: assessmentRules(t) });
  const submit = form.submitWith(
    (values) =>
      save({ input: {
        assetId,
        assessedOn: dayOrNull(values.assessedOn) ?? '',
        conditionGrade: Number(values.conditionGrade),
        performanceGrade: Number(values.performanceGrade),
        remainingLifeYears: readNumber(values.remainingLifeYears) ?? null,
        nextDueOn: dayOrNull(values.nextDueOn),
        remarks: values.remarks.trim() || null,
      } }),
    () => {
      form.reset(emptyAssessment());
      notify('success', t('assessment.saved'));
    },
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby="assessment-form-title" className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="assessment-form">
        <h2 id="assessment-form-title" className="text-lg font-semibold text-gray-900">
          {t('assessment.newTitle')}
        </h2>
        <GradePicker />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FormTextField name="assessedOn" label={t('assessment.assessedOn')} required placeholder={t('form.datePlaceholder')} inputMode="numeric" data-testid="assessed-on" />
          <FormSelectField emphasizeRequired={false} label={t('assessment.performanceGrade')} required placeholder={t('form.choose')} options={GRADES.map((grade) => ({ value: String(grade), label: `${grade} · ${t(`grade.${grade}`)}` }))} name="performanceGrade" />
          <FormTextField name="remainingLifeYears" label={t('assessment.remainingLife')} inputMode="numeric" dir="ltr" />
          <FormTextField name="nextDueOn" label={t('assessment.nextDue')} placeholder={t('form.datePlaceholder')} inputMode="numeric" data-testid="next-due" />
        </div>
        <FormTextAreaField name="remarks" label={t('assessment.remarks')} rows={3} maxLength={MAX_REMARKS} />
        <Button type="submit" className="self-end" disabled={form.formState.isSubmitting} data-testid="assessment-save">
          {t('assessment.save')}
        </Button>
      </form>
    </FormProvider>
  );
}
