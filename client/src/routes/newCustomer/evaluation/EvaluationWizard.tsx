import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { Stepper } from '../../../components/Stepper';
import { useStepper } from '../../../lib/useStepper';
import { OtpSessionStep, type VerifiedCodes } from '../../../features/otpSession/OtpSessionStep';
import { ConsentsStep } from './ConsentsStep';
import { ConsumptionStep } from './ConsumptionStep';
import { ContactStep } from './ContactStep';
import { EVALUATION_LIMITS, EVALUATION_STEPS, type EvaluationForm, type EvaluationStep, INITIAL_FORM, stepProblems } from './evaluationForm';
import { e164Digits } from '../../../../../shared/phoneRules';
import { PropertyStep } from './PropertyStep';
import { useContactVerification } from './useContactVerification';

export interface EvaluationVerification {
  token: string;
  codes: VerifiedCodes;
}

interface EvaluationWizardProps {
  countries: readonly string[];
  busy: boolean;
  /** Field messages from the server, shown beside their fields. */
  serverErrors: Readonly<Record<string, string>>;
  onSubmit: (form: EvaluationForm, verification: EvaluationVerification, onSessionExpired: () => void) => void;
}

/** The vertical linear stepper of the evaluation: each Next checks its step; what was typed survives Back. */
export function EvaluationWizard({ countries, busy, serverErrors, onSubmit }: EvaluationWizardProps) {
  const { t } = useTranslation('evaluation');
  const [form, setForm] = useState<EvaluationForm>(INITIAL_FORM);
  const stepper = useStepper(EVALUATION_STEPS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headings = useRef<Array<HTMLHeadingElement | null>>([]);
  const verification = useContactVerification();
  const { current: step, index: current, last } = stepper;
  const pendingCode = verification.session !== null && verification.codes === null;
  const update = (change: Partial<EvaluationForm>) => setForm((previous) => ({ ...previous, ...change }));
  const codeStep = useRef<HTMLDivElement>(null);

  // WCAG 2.4.3: Next gives way to the code fields, so the focus moves to the first of them.
  useEffect(() => {
    if (pendingCode) codeStep.current?.querySelector<HTMLElement>('input')?.focus();
  }, [pendingCode]);

  function move(to: number) {
    stepper.goTo(EVALUATION_STEPS[to]!);
    setErrors({});
    requestAnimationFrame(() => headings.current[to]?.focus());
  }

  function sessionExpired() {
    verification.expired();
    move(0);
  }

  function next() {
    const problems = stepProblems(step, form);
    const found = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key, { count: field === 'name' ? EVALUATION_LIMITS.name : EVALUATION_LIMITS.address })]));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (step === 'CONTACT' && verification.codes === null) {
      verification.begin({ email: form.email.trim(), mobileNo: e164Digits(form.phone) }, setErrors);
      return;
    }
    if (!last) return move(current + 1);
    if (verification.session && verification.codes) onSubmit(form, { token: verification.session.token, codes: verification.codes }, sessionExpired);
  }

  const shown = { ...serverErrors, ...errors };
  const content: Record<EvaluationStep, ReactNode> = {
    CONTACT: (
      <>
        <ContactStep form={form} update={update} errors={shown} countries={countries} locked={verification.session !== null} />
        {verification.codes ? <p className="text-sm font-semibold text-emerald-800">{t('contactVerified')}</p> : null}
        {pendingCode && verification.session ? (
          <div ref={codeStep} className="flex flex-col gap-4">
            <OtpSessionStep
              session={verification.session}
              contacts={{ email: form.email.trim(), mobileNo: e164Digits(form.phone) }}
              onVerified={(codes) => {
                verification.verified(codes);
                move(1);
              }}
              onRestarted={verification.restarted}
              onExpired={sessionExpired}
            />
            <div>
              <Button variant="ghost" onClick={verification.reset}>
                {t('changeContacts')}
              </Button>
            </div>
          </div>
        ) : null}
      </>
    ),
    PROPERTY: <PropertyStep form={form} update={update} errors={shown} />,
    CONSUMPTION: <ConsumptionStep form={form} update={update} errors={shown} />,
    CONSENTS: <ConsentsStep form={form} update={update} errors={shown} />,
  };

  return (
    <Stepper
      look="timeline"
      label={t('steps.label')}
      current={step}
      announce={(index) => t('steps.position', { step: index + 1, total: EVALUATION_STEPS.length })}
      testId={(at) => `evaluation-step-${at}`}
      headingRef={(index) => (element) => void (headings.current[index] = element)}
      steps={EVALUATION_STEPS.map((at, index) => ({
        key: at,
        title: t(`steps.${at}`),
        content: (
          <>
            {content[at]}
            {at === step && Object.keys(errors).length > 0 ? (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {t('errors.checkFields')}
              </p>
            ) : null}
            {pendingCode && at === 'CONTACT' ? null : (
              <div className="flex flex-wrap justify-end gap-3">
                {index > 0 ? (
                  <Button variant="secondary" onClick={() => move(current - 1)} disabled={busy}>
                    {t('back')}
                  </Button>
                ) : null}
                <Button onClick={next} disabled={busy || verification.starting}>
                  {t(last ? 'submit' : 'next')}
                </Button>
              </div>
            )}
          </>
        ),
      }))}
    />
  );
}
