import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { useIdempotencyKeys } from '../../lib/idempotencyKey';
import { useNotify } from '../../notifications/useNotify';
import { defineScreen } from '../../router/screenRoute';
import { UploadProgress } from '../../components/UploadProgress';
import { OtpSessionStep, type VerifiedCodes } from '../../features/otpSession/OtpSessionStep';
import type { OtpSessionData } from '../../features/otpSession/otpSessionModel';
import type { NewCustomerScreenQuery } from './__generated__/NewCustomerScreenQuery.graphql';
import type { NewCustomerForm } from './formModel';
import { NewCustomerWizard } from './NewCustomerWizard';
import { e164Digits } from '../../../../shared/phoneRules';
import { submissionInput } from './submissionInput';
import { useStartNewCustomerSession } from './useStartNewCustomerSession';
import { useSubmitNewCustomerApplication } from './useSubmitNewCustomerApplication';
import { SESSION_EXPIRED_REDIRECT_MS } from './wizardRules';

const newCustomerScreenQuery = graphql`
  query NewCustomerScreenQuery @preloadable {
    newCustomerWizard {
      # eslint-disable-next-line relay/unused-fields -- NewCustomerWizard.tsx and wizardData.ts read the lookups
      idTypes { idTypeId name description regularExpression }
      # eslint-disable-next-line relay/unused-fields -- NewCustomerWizard.tsx and wizardData.ts read the lookups
      genders { optionId name }
      # eslint-disable-next-line relay/unused-fields -- NewCustomerWizard.tsx and wizardData.ts read the lookups
      consumerTypes { optionId name }
      # eslint-disable-next-line relay/unused-fields -- NewCustomerWizard.tsx and wizardData.ts read the lookups
      accountTypes { optionId name }
      # eslint-disable-next-line relay/unused-fields -- NewCustomerWizard.tsx and wizardData.ts read the lookups
      guideNotes { step text }
      # eslint-disable-next-line relay/unused-fields -- NewCustomerWizard.tsx and wizardData.ts read the lookups
      addressLineNames
      # eslint-disable-next-line relay/unused-fields -- NewCustomerWizard.tsx and wizardData.ts read the lookups
      customFields {
        customFieldId name unitLabel isMandatory groupName type parentCustomFieldId defaultValue
        items { itemId name parentItemId }
      }
      problems { part message }
    }
    settings { customerMobileAllowedPhoneCountries customerMobileNoPrefix customerMobileNoRegExpr }
    header: texts(ids: [115]) { text }
    organisation { name }
  }
`;

type Phase = 'form' | 'otp' | 'sending' | 'done' | 'expired';
/** Server problems the visitor can correct on the form itself. */
const FORM_CODES = new Set(['MANDATORY_FIELD', 'INVALID_INPUT', 'FILE_TOO_BIG', 'FILE_TYPE_NOT_ALLOWED']);

/** 002 §2, §4: /newCustomer, the wizard, then the OTP step, then the registration-complete text. */
function NewCustomerScreen({ queryRef }: { queryRef: PreloadedQuery<NewCustomerScreenQuery> }) {
  const data = usePreloadedQuery<NewCustomerScreenQuery>(newCustomerScreenQuery, queryRef);
  const wizard = data.newCustomerWizard;
  const { t, i18n } = useTranslation('newCustomer');
  const notify = useNotify();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('form');
  const [session, setSession] = useState<OtpSessionData | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [success, setSuccess] = useState<string | null>(null);
  const completed = useRef<NewCustomerForm | null>(null);
  const [openSession, opening] = useStartNewCustomerSession();
  const [submit] = useSubmitNewCustomerApplication();
  const idempotencyKeyOf = useIdempotencyKeys();
  const title = data.header[0]?.text || t('application.title');

  // 002 §8: failed lookups show the utility's text as a warning; a custom-field load failure warns 'cannot get
  // data from server' (the wizard goes on without additional fields); a library lookup failure goes to /login.
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (reported.current === wizard.problems) return;
    reported.current = wizard.problems;
    for (const problem of wizard.problems) {
      if (problem.part === 'LOOKUPS') notify('warn', problem.message);
      else if (problem.part === 'CUSTOM_FIELDS') notify('warn', t('loadFailed.customFields'));
    }
    const library = wizard.problems.find((problem) => problem.part === 'LIBRARY');
    if (library) {
      notify('error', `${t('loadFailed.library')} ${library.message}`);
      navigate('/login', { replace: true });
    }
  }, [wizard.problems, notify, navigate, t]);

  useEffect(() => {
    if (phase !== 'expired') return;
    const timer = setTimeout(() => navigate('/login'), SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  function expire() {
    notify('warn', t('sessionExpired'));
    setPhase('expired');
  }

  function failAndLeave(message: string) {
    notify('error', message);
    navigate('/login');
  }

  async function complete(form: NewCustomerForm) {
    completed.current = form;
    setServerErrors({});
    try {
      const mobileNo = form.consentReceiveSms ? `+${e164Digits(form.cell) ?? ''}` : null;
      const result = await openSession(form.email.trim(), mobileNo);
      if ('session' in result) {
        setSession(result.session);
        setPhase('otp');
      } else notify('error', `${t('otpError')} ${result.errors.map((error) => error.message).join(' ')}`);
    } catch {
      notify('error', t('otpError'));
    }
  }

  async function send(codes: VerifiedCodes) {
    const form = completed.current;
    if (!form || !session) return;
    setPhase('sending');
    try {
      const codesOfSession = { token: session.token, idempotencyKey: idempotencyKeyOf(session.token), emailCode: codes.EMAIL ?? '', smsCode: codes.SMS ?? null };
      const input = submissionInput(form, wizard.customFields, codesOfSession, i18n.language);
      const result = await submit(input, form.files);
      const errors = result.userErrors;
      if (result.applicationId != null && errors.length === 0) {
        setSuccess(result.successMessage || t('success'));
        setPhase('done');
      } else if (errors.some((error) => error.code === 'SESSION_EXPIRED')) expire();
      else if (result.applicationId == null && errors.every((error) => FORM_CODES.has(error.code))) {
        setServerErrors(Object.fromEntries(errors.map((error) => [(error.field ?? '').replace(/^customFieldValues\./, 'custom.'), error.message])));
        notify('error', errors.map((error) => error.message).join(' '));
        setPhase('form');
      } else failAndLeave(errors.map((error) => error.message).join(' ') || t('cannotCreate'));
    } catch {
      failAndLeave(t('cannotCreate'));
    }
  }

  const otpPhase = phase === 'otp' || phase === 'sending';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <PageTitle suffix={data.organisation.name}>{title}</PageTitle>
      <div role="status" aria-live="polite">
        {phase === 'done' ? (
          <p data-testid="new-customer-success" className="rounded-md border border-emerald-700/40 bg-emerald-50 p-4 text-emerald-950">
            {success}
          </p>
        ) : null}
        {phase === 'expired' ? (
          <p data-testid="new-customer-expired" className="rounded-md border border-amber-700/40 bg-amber-50 p-4 text-amber-950">
            {t('sessionExpired')}
          </p>
        ) : null}
        {phase === 'sending' ? (
          <div className="flex flex-col gap-2">
            <p>{t('sending')}</p>
            <UploadProgress label={t('uploadProgress')} />
          </div>
        ) : null}
      </div>
      <div hidden={phase !== 'form'}>
        <NewCustomerWizard data={wizard} countries={data.settings.customerMobileAllowedPhoneCountries}
          mobileRule={{ prefix: data.settings.customerMobileNoPrefix, regExpr: data.settings.customerMobileNoRegExpr }}
          onComplete={complete} busy={opening} serverErrors={serverErrors} />
      </div>
      {otpPhase && session && completed.current ? (
        <section aria-labelledby="new-customer-otp" className="flex flex-col gap-4">
          <h2 id="new-customer-otp" className="text-lg font-semibold">
            {t('otp.title')}
          </h2>
          <p className="text-sm text-gray-700">{t(completed.current.consentReceiveSms ? 'otp.bothCodes' : 'otp.emailCode')}</p>
          <OtpSessionStep
            session={session}
            contacts={{ email: completed.current.email.trim(), mobileNo: completed.current.consentReceiveSms ? `+${e164Digits(completed.current.cell) ?? ''}` : null }}
            channels={completed.current.consentReceiveSms ? ['EMAIL', 'SMS'] : ['EMAIL']}
            onVerified={(codes) => void send(codes)}
            onRestarted={setSession}
            onExpired={expire}
            disabled={phase === 'sending'}
          />
        </section>
      ) : null}
    </div>
  );
}

export const newCustomerScreen = defineScreen<NewCustomerScreenQuery>({
  namespaces: ['newCustomer', 'otpSession'],
  Screen: NewCustomerScreen,
});
