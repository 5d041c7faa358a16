import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { Stepper } from '../../components/Stepper';
import { useStepper } from '../../lib/useStepper';
import { AddressesStep } from './AddressesStep';
import { AttachmentsStep } from './AttachmentsStep';
import { ConsentStep } from './ConsentStep';
import { CustomFieldsStep } from './CustomFieldsStep';
import { type MobileRule, isValidCellPhone } from './cellPhoneRule';
import { type NewCustomerForm, chooseCustomValue, initialForm, leaveStep, stepErrors, toggleSameAddress, toggleSmsConsent } from './formModel';
import { GeneralStep } from './GeneralStep';
import type { WizardData } from './wizardData';
import { WIZARD_STEPS, type WizardStep } from './wizardRules';

/** The step showing a field of `submitNewCustomerApplication`'s userErrors. */
function stepOfField(field: string): WizardStep {
  if (field === 'files') return 'ATTACHMENTS';
  if (field.startsWith('custom')) return 'CUSTOM_FIELDS';
  return 'GENERAL';
}

interface NewCustomerWizardProps {
  data: WizardData;
  countries: readonly string[];
  mobileRule: MobileRule;
  /** Complete on the last step, with every step valid. */
  onComplete: (form: NewCustomerForm) => void;
  busy?: boolean;
  /** Field messages from the server, shown beside their fields. */
  serverErrors?: Readonly<Record<string, string>>;
}

/**
 * 002 §2, §4: the vertical linear stepper. Each forward move validates the current step (attachments
 * are exempt); every step stays mounted, so whatever was typed survives moving back and forth.
 */
export function NewCustomerWizard({ data, countries, mobileRule, onComplete, busy = false, serverErrors = {} }: NewCustomerWizardProps) {
  const { t } = useTranslation('newCustomer');
  const steps = WIZARD_STEPS.filter((step) => step !== 'CUSTOM_FIELDS' || data.customFields.length > 0);
  const [form, setForm] = useState<NewCustomerForm>(() => initialForm(data.customFields));
  const stepper = useStepper(steps);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [smsWarning, setSmsWarning] = useState<string | null>(null);
  const headings = useRef<Array<HTMLHeadingElement | null>>([]);
  const { current: step, index: current, last } = stepper;
  const clearErrors = (fields: readonly string[]) =>
    setErrors((previous) => (fields.some((field) => field in previous) ? Object.fromEntries(Object.entries(previous).filter(([field]) => !fields.includes(field))) : previous));
  const update = (change: Partial<NewCustomerForm>) => {
    setForm((previous) => ({ ...previous, ...change }));
    // A corrected field loses its message at once; 'cell' is shown as cellTelNo.
    clearErrors(Object.keys(change).map((field) => (field === 'cell' ? 'cellTelNo' : field)));
  };

  // Server refusals (002 §8) bring the visitor back to the step holding the first refused field.
  // Only new refusals move the visitor: the steps shown may change while the same refusals stand.
  const showRefusedStep = useEffectEvent((field: string) => {
    const at = stepOfField(field);
    if (steps.includes(at)) stepper.goTo(at);
  });
  useEffect(() => {
    const field = Object.keys(serverErrors)[0];
    if (field !== undefined) showRefusedStep(field);
  }, [serverErrors]);

  function move(to: number) {
    stepper.goTo(steps[to]!);
    setErrors({});
    requestAnimationFrame(() => headings.current[to]?.focus());
  }

  function next() {
    const problems = stepErrors(step, form, data.customFields, isValidCellPhone(form.cell.dialCode, form.cell.number, mobileRule));
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])));
      return;
    }
    const left = leaveStep(step, form);
    setForm(left);
    if (last) onComplete(left);
    else move(current + 1);
  }

  function back() {
    setForm((previous) => leaveStep(step, previous));
    move(current - 1);
  }

  const shownErrors = { ...serverErrors, ...errors };
  const note = (at: WizardStep) => data.guideNotes.find((guide) => guide.step === at)?.text;
  const content: Record<WizardStep, ReactNode> = {
    GENERAL: <GeneralStep form={form} update={update} errors={shownErrors} data={data} countries={countries} />,
    CONSENT: (
      <ConsentStep
        consentReceiveSms={form.consentReceiveSms}
        warning={smsWarning}
        onSmsChange={(on) => {
          const toggled = toggleSmsConsent(form, on);
          setForm(toggled.form);
          setSmsWarning(toggled.warned ? t('consent.needsCell') : null);
        }}
      />
    ),
    ADDRESSES: (
      <AddressesStep
        lineNames={data.addressLineNames}
        mailing={form.mailing}
        personal={form.personal}
        sameAsMail={form.personalSameAsMail}
        onMailing={(mailing) => update({ mailing })}
        onPersonal={(personal) => update({ personal })}
        onSameAsMail={(on) => setForm((previous) => toggleSameAddress(previous, on))}
      />
    ),
    ATTACHMENTS: <AttachmentsStep files={form.files} onChange={(files) => update({ files })} error={shownErrors['files']} />,
    CUSTOM_FIELDS: (
      <CustomFieldsStep fields={data.customFields} form={form} errors={shownErrors} onChange={(id, value) => {
          setForm((previous) => chooseCustomValue(previous, data.customFields, id, value));
          clearErrors([`custom.${id}`]);
        }}
      />
    ),
  };

  return (
    <Stepper
      look="timeline"
      label={t('steps.label')}
      current={step}
      announce={(index) => t('steps.position', { step: index + 1, total: steps.length })}
      testId={(at) => `step-${at}`}
      headingRef={(index) => (element) => void (headings.current[index] = element)}
      steps={steps.map((at, index) => ({
        key: at,
        title: t(`steps.${at}`),
        content: (
          <>
            {note(at) ? <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-950" data-testid="guide-note">{note(at)}</p> : null}
            {content[at]}
            {at === step && Object.keys(errors).length > 0 ? (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {t('errors.requiredFields')}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              {index > 0 ? (
                <Button variant="secondary" onClick={back} disabled={busy}>
                  {t('back')}
                </Button>
              ) : null}
              <Button onClick={next} disabled={busy} data-testid="wizard-next">
                {t(last ? 'complete' : 'next')}
              </Button>
            </div>
          </>
        ),
      }))}
    />
  );
}
