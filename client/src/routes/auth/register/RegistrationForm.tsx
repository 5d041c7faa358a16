import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { EmailOrPhoneInput } from '../../../components/inputs/EmailOrPhoneInput';
import { PasswordPair } from '../../../components/inputs/PasswordPair';
import type { PasswordPairValue } from '../../../components/inputs/passwordRules';
import type { CaptchaAction } from '../../../components/inputs/useCaptchaGate';
import { TextField } from '../../../components/TextField';
import { SERVER_TEXT } from '../../../lib/serverTexts';
import { type FieldErrors, reportUserErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { idNumberRequired } from '../loginSettings';
import { useRegisterProfileMutation } from '../mutations/useRegisterProfileMutation';
import type { RegistrationView_settings$data } from './__generated__/RegistrationView_settings.graphql';
import { AccountExampleDialog } from './AccountExampleDialog';
import type { Registration } from './RegistrationCompletion';
import { canRegister, registrationLogin } from './registrationRules';

const FIELDS = ['accountName', 'idNo', 'emailOrMobile', 'password', 'passwordRepeat'] as const;
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
  const [accountName, setAccountName] = useState('');
  const [idNo, setIdNo] = useState('');
  const [passwords, setPasswords] = useState<PasswordPairValue>({ password: '', password2: '', canContinue: false });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [commit, isInFlight] = useRegisterProfileMutation();
  const idRequired = idNumberRequired(settings);
  const policy = { minimumLength: settings.passwordMinimumLength, strong: settings.strongPassword };
  const ready = canRegister({ accountName, idNo, emailOrMobile: identifier, passwordOk: passwords.canContinue }, idRequired, settings.customerMobileNoRegExpr);

  function register(captchaToken: string | null) {
    const login = registrationLogin(identifier);
    setFieldErrors({});
    commit({
      variables: {
        input: {
          accountName: accountName.trim(),
          idNo: idRequired ? idNo.trim() : null,
          emailOrMobile: login,
          password: passwords.password,
          passwordRepeat: passwords.password2,
          captchaToken,
        },
      },
      onCompleted: ({ registerProfile }) => {
        if (registerProfile.userErrors.length > 0) {
          // 000 §8: a failed registration shows the server text.
          setFieldErrors(reportUserErrors(registerProfile.userErrors, { fields: FIELDS, notify, t, kind: 'error' }).fieldErrors);
          if (registerProfile.userErrors.some((error) => error.code === 'CAPTCHA_FAILED')) onCaptchaRefused();
          return;
        }
        onRegistered({ sentTo: registerProfile.sentTo ?? login, registrationType: registerProfile.registrationType ?? 'EMAIL' });
      },
      onError: () => void notify('error', t('register.failed')),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || isInFlight) return;
    runWithCaptcha(register);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={isInFlight} data-testid="registration-form">
      <p className="whitespace-pre-line text-gray-800">{serverText(TEXT.intro) ?? t('register.intro')}</p>
      <div className="flex flex-col gap-1">
        <TextField
          label={t('register.accountName')}
          name="accountName"
          value={accountName}
          onChange={(event) => setAccountName(event.target.value)}
          error={fieldErrors.accountName}
          disabled={isInFlight}
          required
        />
        <p className="text-xs text-gray-600">{serverText(TEXT.accountTooltip) ?? t('register.accountHint')}</p>
        {exampleImage ? <AccountExampleDialog image={exampleImage} /> : null}
      </div>
      {idRequired ? (
        <div className="flex flex-col gap-1">
          <TextField
            label={serverText(TEXT.idLabel) ?? t('register.idNumber')}
            name="idNo"
            value={idNo}
            onChange={(event) => setIdNo(event.target.value)}
            error={fieldErrors.idNo}
            disabled={isInFlight}
            required
          />
          <p className="text-xs text-gray-600">{serverText(TEXT.idTooltip) ?? t('register.idHint')}</p>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <EmailOrPhoneInput
          label={t('login.identifier')}
          name="emailOrMobile"
          value={identifier}
          onChange={onIdentifierChange}
          accept="either"
          phonePattern={settings.customerMobileNoRegExpr}
          error={fieldErrors.emailOrMobile}
          disabled={isInFlight}
        />
        <p className="text-xs text-gray-600">{serverText(TEXT.mobileTooltip) ?? t('register.mobileHint')}</p>
      </div>
      <PasswordPair
        value={passwords}
        onChange={setPasswords}
        policy={policy}
        error={fieldErrors.password ?? fieldErrors.passwordRepeat}
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
  );
}
