import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { PhoneInput } from '../../components/inputs/PhoneInput';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { type SupportDetails, type SupportField, SUPPORT_LIMITS, canComplete, supportProblems } from './supportRules';

interface SupportDetailsFormProps {
  details: SupportDetails;
  onChange: (details: SupportDetails) => void;
  /** Field problems from the server (already translated), shown beside their fields. */
  serverErrors: Partial<Record<SupportField, string>>;
  phoneCountries: readonly string[];
  busy: boolean;
  onComplete: () => void;
}

/** 001 §2 contact form, details view: what was typed stays when a check or the server refuses it. */
export function SupportDetailsForm({ details, onChange, serverErrors, phoneCountries, busy, onComplete }: SupportDetailsFormProps) {
  const { t } = useTranslation('support');
  const [errors, setErrors] = useState<Partial<Record<SupportField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const shown = { ...errors, ...serverErrors };

  // WCAG 3.3.1: the first field in error takes the focus, so its message is read out with it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = <K extends SupportField>(field: K) => (value: SupportDetails[K]) => onChange({ ...details, [field]: value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = supportProblems(details);
    const found: Partial<Record<SupportField, string>> = {};
    for (const [field, key] of Object.entries(problems)) {
      found[field as SupportField] = t(key, { count: SUPPORT_LIMITS[field as keyof typeof SUPPORT_LIMITS] ?? 0 });
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onComplete();
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy} data-testid="support-form">
      <p className="text-sm text-gray-700">{t('form.intro')}</p>
      <TextField label={t('form.name')} name="name" autoComplete="name" value={details.name} onChange={(e) => set('name')(e.target.value)} error={shown.name} maxLength={SUPPORT_LIMITS.name} disabled={busy} required />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-4 text-sm text-gray-700">{t('form.contactHint')}</legend>
        <TextField label={t('form.email')} name="email" type="email" autoComplete="email" value={details.email} onChange={(e) => set('email')(e.target.value)} error={shown.email} disabled={busy} />
        <PhoneInput label={t('form.phone')} name="phone" value={details.phone} onChange={set('phone')} countries={phoneCountries} error={shown.phone} disabled={busy} />
      </fieldset>
      <TextField label={t('form.subject')} name="subject" value={details.subject} onChange={(e) => set('subject')(e.target.value)} error={shown.subject} maxLength={SUPPORT_LIMITS.subject} disabled={busy} required />
      <TextAreaField
        label={t('form.message')}
        name="message"
        value={details.message}
        onChange={(e) => set('message')(e.target.value)}
        error={shown.message}
        hint={t('form.messageHint', { count: SUPPORT_LIMITS.message })}
        maxLength={SUPPORT_LIMITS.message}
        disabled={busy}
        required
      />
      <div>
        <Button type="submit" disabled={busy || !canComplete(details)}>
          {t('form.complete')}
        </Button>
      </div>
    </form>
  );
}
