import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/CheckboxField';
import { ROUTE_PATHS } from '../../../router/access';
import type { EvaluationForm } from './evaluationForm';

interface ConsentsStepProps {
  form: EvaluationForm;
  update: (change: Partial<EvaluationForm>) => void;
  errors: Readonly<Record<string, string>>;
}

/** Step 4: the required acceptance of the terms and the optional contact consents. */
export function ConsentsStep({ form, update, errors }: ConsentsStepProps) {
  const { t } = useTranslation('evaluation');
  return (
    <>
      <div className="flex flex-col gap-1">
        <CheckboxField
          label={t('fields.consentTerms')}
          name="consentTerms"
          checked={form.consentTerms}
          onChange={(e) => update({ consentTerms: e.target.checked })}
          aria-invalid={errors.consentTerms ? true : undefined}
          aria-describedby={errors.consentTerms ? 'evaluation-consent-error' : undefined}
        />
        <Link to={ROUTE_PATHS.privacyPolicy} target="_blank" className="text-sm font-semibold text-brand-main underline">
          {t('privacyLink')}
          <span className="sr-only"> {t('newWindow')}</span>
        </Link>
        {errors.consentTerms ? (
          <p id="evaluation-consent-error" className="text-sm text-red-700">
            {errors.consentTerms}
          </p>
        ) : null}
      </div>
      <CheckboxField label={t('fields.consentContactByEmail')} name="consentContactByEmail" checked={form.consentContactByEmail} onChange={(e) => update({ consentContactByEmail: e.target.checked })} />
      <CheckboxField label={t('fields.consentContactBySms')} name="consentContactBySms" checked={form.consentContactBySms} onChange={(e) => update({ consentContactBySms: e.target.checked })} />
    </>
  );
}
