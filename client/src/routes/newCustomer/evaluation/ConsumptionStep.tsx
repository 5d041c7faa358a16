import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../components/TextField';
import { SelectField } from '../../../components/SelectField';
import { type EvaluationForm, USAGE_TYPES } from './evaluationForm';

interface ConsumptionStepProps {
  form: EvaluationForm;
  update: (change: Partial<EvaluationForm>) => void;
  errors: Readonly<Record<string, string>>;
}

/** Step 3: the consumption profile: use, occupants and, if known, the expected monthly consumption. */
export function ConsumptionStep({ form, update, errors }: ConsumptionStepProps) {
  const { t } = useTranslation('evaluation');
  return (
    <>
      <SelectField
        emphasizeRequired={false}
        label={t('fields.usageType')}
        name="usageType"
        value={form.usageType}
        onValueChange={(usageType) => update({ usageType })}
        options={USAGE_TYPES.map((value) => ({ value, label: t(`usageTypes.${value}`) }))}
        placeholder={t('choose')}
        error={errors.usageType}
        required
      />
      <TextField label={t('fields.occupants')} name="occupants" inputMode="numeric" value={form.occupants} onChange={(e) => update({ occupants: e.target.value })} error={errors.occupants} maxLength={2} required />
      <TextField label={t('fields.consumption')} name="consumption" inputMode="decimal" value={form.consumption} onChange={(e) => update({ consumption: e.target.value })} error={errors.consumption} />
    </>
  );
}
