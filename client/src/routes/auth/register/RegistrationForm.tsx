import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { passwordPairValue } from '../../../components/inputs/passwordRules';
import type { CaptchaAction } from '../../../components/inputs/useCaptchaGate';
import { FormContactInput, FormPasswordPair, passwordPairProblems } from '../../../forms/accountFields';
import { contactProblem } from '../../../components/inputs/contactRules';
import { FormTextField } from '../../../forms/fields';
import { showServerErrors, usePortalForm } from '../../../forms/usePortalForm';
import { SERVER_TEXT } from '../../../lib/serverTexts';
import { reportUserErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { idNumberRequired } from '../loginSettings';
import { useRegisterProfileMutation } from '../mutations/useRegisterProfileMutation';
import type { RegistrationView_settings$data } from './__generated__/RegistrationView_settings.graphql';
import { AccountExampleDialog } from './AccountExampleDialog';
import type { Registration } from './RegistrationCompletion';
import { canRegister, registrationLogin } from './registrationRules';
import { useTypedLogin } from '../useTypedLogin';

const FIELDS = ['accountName', 'idNo', 'emailOrMobile', 'password', 'passwordRepeat'] as const;
type RegistrationInputs = Record<(typeof FIELDS)[number], string>;
/** 000 §7 text ids of the registration view. */
const TEXT = { intro: 39, idLabel: 49, accountTooltip: 55, idTooltip: 58, mobileTooltip: 59 } as const;

interface RegistrationFormProps {
  settings: RegistrationView_settings$data;
  serverText: (id: number) => string | null;
  exampleImage: string | null | undefined;
  identifier: string;
  onIdentifierChange: (value: string) => void;
  runWithCaptcha: (action: CaptchaAction) => void;
  onCaptchaRefused: () => void;
  onBack: () => void;
  onRegistered: (registration: Registration) => void;
}

/** 000 §2 registration view: intro, account name, ID when validated, email or mobile, password pair. */
export function RegistrationForm(props: RegistrationFormProps) {
  const { settings, serverText, exampleImage, identifier, onIdentifierChange, runWithCaptcha, onCaptchaRefused, onBack, onRegistered } = props;
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const [commit, isInFlight] = useRegisterProfileMutation();
  const idRequired = idNumberRequired(settings);
  const policy = { minimumLength: settings.passwordMinimumLength, strong: settings.strongPassword };
  const form = usePortalForm<RegistrationInputs>({
    defaultValues: { accountName: '', idNo: '', emailOrMobile: identifier, password: '', passwordRepeat: '' },
    rules: (values) => {
      const mandatory = (value: string) => (value.trim() ? null : t('register.mandatory'));
      const [password, passwordRepeat] = passwordPairProblems(t, policy, values.password, values.passwordRepeat);
      return {
        accountName: mandatory(values.accountName),
        idNo: idRequired ? mandatory(values.idNo) : null,
        emailOrMobile: mandatory(values.emailOrMobile) ?? contactProblem(t, values.emailOrMobile, 'either', settings.customerMobileNoRegExpr),
        password,
        passwordRepeat,
      };
    },
  });
  useTypedLogin(form, 'emailOrMobile', onIdentifierChange);
  const values = form.watch();
  const passwordOk = passwordPairValue(values.password, values.passwordRepeat, policy).canContinue;
  const ready = canRegister({ ...values, passwordOk }, idRequired, settings.customerMobileNoRegExpr);

  function register(captchaToken: string | null) {
    const { accountName, idNo, emailOrMobile, password, passwordRepeat } = form.getValues();
    const login = registrationLogin(emailOrMobile);
    form.clearErrors();
    commit({
      variables: {
        input: {
          accountName: accountName.trim(),
          idNo: idRequired ? idNo.trim() : null,
          emailOrMobile: login,
          password,
          passwordRepeat,
          captchaToken,
        },
      },
      onCompleted: ({ registerProfile }) => {
        if (registerProfile.userErrors.length > 0) {
          // 000 §8: a failed registration shows the server text.
          showServerErrors(form, reportUserErrors(registerProfile.userErrors, { fields: FIELDS, notify, t, kind: 'error' }).fieldErrors);
          if (registerProfile.userErrors.some((error) => error.code === 'CAPTCHA_FAILED')) onCaptchaRefused();
          return;
        }
        onRegistered({ sentTo: registerProfile.sentTo ?? login, registrationType: registerProfile.registrationType ?? 'EMAIL' });
      },
      onError: () => void notify('error', t('register.failed')),
    });
  }

  const submit = form.submitWith(async () => {
    if (ready && !isInFlight) runWithCaptcha(register);
    return null;
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={isInFlight} data-testid="registration-form">
        <p className="whitespace-pre-line text-gray-800">{serverText(TEXT.intro) ?? t('register.intro')}</p>
        <div className="flex flex-col gap-1">
          <FormTextField label={t('register.accountName')} name="accountName" disabled={isInFlight} required />
          <p className="text-xs text-gray-600">{serverText(TEXT.accountTooltip) ?? t('register.accountHint')}</p>
          {exampleImage ? <AccountExampleDialog image={exampleImage} /> : null}
        </div>
        {idRequired ? (
          <div className="flex flex-col gap-1">
            <FormTextField label={serverText(TEXT.idLabel) ?? t('register.idNumber')} name="idNo" disabled={isInFlight} required />
            <p className="text-xs text-gray-600">{serverText(TEXT.idTooltip) ?? t('register.idHint')}</p>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <FormContactInput label={t('login.identifier')} name="emailOrMobile" accept="either" phonePattern={settings.customerMobileNoRegExpr} disabled={isInFlight} />
          <p className="text-xs text-gray-600">{serverText(TEXT.mobileTooltip) ?? t('register.mobileHint')}</p>
        </div>
        <FormPasswordPair
          names={['password', 'passwordRepeat']}
          policy={policy}
          disabled={isInFlight}
          rulesHint={serverText(SERVER_TEXT.passwordRulesTooltip)}
          note={serverText(SERVER_TEXT.passwordMessage)}
        />
        <p className="text-xs text-gray-600">{t('register.mandatory')}</p>
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" onClick={onBack} disabled={isInFlight}>
            {t('actions.back')}
          </Button>
          <Button type="submit" disabled={!ready || isInFlight}>
            {t('register.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
