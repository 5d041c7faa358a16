import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { useIdempotencyKeys } from '../../../lib/idempotencyKey';
import { useNotify } from '../../../notifications/useNotify';
import { reportUserErrors } from '../../../notifications/userErrors';
import { defineScreen } from '../../../router/screenRoute';
import type { EvaluationScreenQuery } from './__generated__/EvaluationScreenQuery.graphql';
import { consumptionValue, type EvaluationForm } from './evaluationForm';
import { EvaluationWizard, type EvaluationVerification } from './EvaluationWizard';
import { useSubmitCustomerEvaluationMutation } from './useSubmitCustomerEvaluationMutation';

const evaluationScreenQuery = graphql`
  query EvaluationScreenQuery @preloadable {
    organisation {
      name
    }
    settings {
      customerMobileAllowedPhoneCountries
    }
  }
`;

const FIELDS = ['name', 'address', 'postalCode', 'occupants', 'estimatedMonthlyConsumption', 'consentTerms'];

/** 000 §2 /customerEvaluation: a visitor's evaluation application in four steps; the result page follows. */
function EvaluationScreen({ queryRef }: { queryRef: PreloadedQuery<EvaluationScreenQuery> }) {
  const { organisation, settings } = usePreloadedQuery<EvaluationScreenQuery>(evaluationScreenQuery, queryRef);
  const { t } = useTranslation('evaluation');
  const notify = useNotify();
  const navigate = useNavigate();
  // The refusals are told beside the wizard's own field names (`consumption`), so they are reported here.
  const { run: commit, inFlight: busy } = useSubmitCustomerEvaluationMutation({ reportRefusals: false, failed: () => t('errors.sendFailed') });
  const idempotencyKeyOf = useIdempotencyKeys();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  async function submit(form: EvaluationForm, verification: EvaluationVerification, onSessionExpired: () => void) {
    setServerErrors({});
    const outcome = await commit({
      input: {
        token: verification.token,
        idempotencyKey: idempotencyKeyOf(verification.token),
        emailCode: verification.codes.EMAIL ?? '',
        smsCode: verification.codes.SMS ?? null,
        name: form.name,
        address: form.address,
        postalCode: form.postalCode,
        supplyType: form.supplyType as 'WATER',
        propertyType: form.propertyType as 'HOUSE',
        usageType: form.usageType as 'DOMESTIC',
        occupants: Number(form.occupants),
        estimatedMonthlyConsumption: consumptionValue(form.consumption),
        consentTerms: form.consentTerms,
        consentContactByEmail: form.consentContactByEmail,
        consentContactBySms: form.consentContactBySms,
      },
    });
    if (outcome.status === 'failed') return;
    const answer = outcome.payload;
    if (answer.accessKey) return void navigate(`/customerEvaluation/${answer.accessKey}`);
    if (answer.userErrors.some((error) => error.code.startsWith('SESSION_') || error.code.startsWith('OTP_'))) onSessionExpired();
    const located = answer.userErrors.map((error) => ({ ...error, field: error.field === 'estimatedMonthlyConsumption' ? 'consumption' : error.field }));
    setServerErrors({ ...reportUserErrors(located, { fields: [...FIELDS, 'consumption'], notify, t, kind: 'error' }).fieldErrors });
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-6" data-testid="evaluation-page">
      <PageTitle suffix={organisation.name}>{t('title')}</PageTitle>
      <p className="text-gray-800">{t('intro')}</p>
      <EvaluationWizard countries={settings.customerMobileAllowedPhoneCountries} busy={busy} serverErrors={serverErrors} onSubmit={submit} />
    </div>
  );
}

export const evaluationScreen = defineScreen<EvaluationScreenQuery>({
  namespaces: ['evaluation', 'otpSession'],
  Screen: EvaluationScreen,
});
