import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../components/TextField';
import { SelectField } from '../../../components/SelectField';
import { EVALUATION_LIMITS, type EvaluationForm, PROPERTY_TYPES, SUPPLY_TYPES } from './evaluationForm';

interface PropertyStepProps {
  form: EvaluationForm;
  update: (change: Partial<EvaluationForm>) => void;
  errors: Readonly<Record<string, string>>;
}

/** Step 2: the property to be supplied and the supply asked for. */
export function PropertyStep({ form, update, errors }: PropertyStepProps) {
  const { t } = useTranslation('evaluation');
  return (
    <>
      <TextField label={t('fields.address')} name="address" autoComplete="street-address" value={form.address} onChange={(e) => update({ address: e.target.value })} error={errors.address} maxLength={EVALUATION_LIMITS.address} required />
      <TextField label={t('fields.postalCode')} name="postalCode" autoComplete="postal-code" inputMode="numeric" value={form.postalCode} onChange={(e) => update({ postalCode: e.target.value })} error={errors.postalCode} maxLength={4} required />
      <SelectField
        emphasizeRequired={false}
        label={t('fields.supplyType')}
        name="supplyType"
        value={form.supplyType}
        onValueChange={(supplyType) => update({ supplyType })}
        options={SUPPLY_TYPES.map((value) => ({ value, label: t(`supplyTypes.${value}`) }))}
        placeholder={t('choose')}
        error={errors.supplyType}
        required
      />
      <SelectField
        emphasizeRequired={false}
        label={t('fields.propertyType')}
        name="propertyType"
        value={form.propertyType}
        onValueChange={(propertyType) => update({ propertyType })}
        options={PROPERTY_TYPES.map((value) => ({ value, label: t(`propertyTypes.${value}`) }))}
        placeholder={t('choose')}
        error={errors.propertyType}
        required
      />
    </>
  );
}
