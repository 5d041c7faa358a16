import { useTranslation } from '../../../i18n/useTranslation';
import { PhoneInput } from '../../../components/inputs/PhoneInput';
import { TextField } from '../../../components/TextField';
import type { EvaluationForm } from './evaluationForm';
import { EVALUATION_LIMITS } from './evaluationForm';

interface ContactStepProps {
  form: EvaluationForm;
  update: (change: Partial<EvaluationForm>) => void;
  errors: Readonly<Record<string, string>>;
  countries: readonly string[];
  /** Once codes are on their way the contacts stay as they were sent. */
  locked: boolean;
}

/** Step 1: who applies; the e-mail (and the mobile number, when given) are verified by OTP. */
export function ContactStep({ form, update, errors, countries, locked }: ContactStepProps) {
  const { t } = useTranslation('evaluation');
  return (
    <>
      <TextField label={t('fields.name')} name="name" autoComplete="name" value={form.name} onChange={(e) => update({ name: e.target.value })} error={errors.name} maxLength={EVALUATION_LIMITS.name} disabled={locked} required />
      <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" value={form.email} onChange={(e) => update({ email: e.target.value })} error={errors.email} disabled={locked} required />
      <PhoneInput label={t('fields.phone')} name="phone" value={form.phone} onChange={(phone) => update({ phone })} countries={countries} error={errors.phone} disabled={locked} />
    </>
  );
}
