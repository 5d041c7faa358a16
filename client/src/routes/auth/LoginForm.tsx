import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../notifications/useNotify';
import { invalidateStore } from '../../relay/environment';
import { roleHome } from '../../router/access';
import { canSubmitLogin } from './identifier';
import { loginStorage } from './loginStorage';
import { useLoginMutation } from './useLoginMutation';

type FieldErrors = { email?: string; password?: string };

/**
 * 000 §2 login form. What the user typed stays in place on failure; the server's text is shown as a
 * warning (000 §8) and beside the field it is about.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const [identifier, setIdentifier] = useState(loginStorage.lastLogin);
  const [password, setPassword] = useState('');
  const [trusted, setTrusted] = useState(loginStorage.trustedComputer);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [commitLogin, isInFlight] = useLoginMutation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const notify = useNotify();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmitLogin(identifier, password, isInFlight)) return;
    // 000 §5: inputs are trimmed of whitespace.
    const email = identifier.trim();
    setFieldErrors({});
    commitLogin({
      variables: { input: { email, password: password.trim(), trustedComputer: trusted } },
      onCompleted: ({ login }) => {
        if (login.userErrors.length > 0) {
          const errors: FieldErrors = {};
          for (const error of login.userErrors) {
            notify('warn', error.message);
            if (error.field === 'email' || error.field === 'password') errors[error.field] = error.message;
          }
          setFieldErrors(errors);
          return;
        }
        loginStorage.rememberLogin(email);
        loginStorage.rememberTrustedComputer(trusted);
        invalidateStore(environment);
        void navigate(roleHome(login.viewer.user?.role ?? 'CUSTOMER'), { replace: true });
      },
      onError: () => {
        notify('error', t('login.failed'));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={isInFlight}>
      <TextField
        label={t('login.identifier')}
        name="username"
        type="text"
        autoComplete="username"
        inputMode="email"
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
        disabled={isInFlight}
        error={fieldErrors.email}
        required
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={isInFlight}
        error={fieldErrors.password}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        required
      />
      <CheckboxField
        label={t('login.trustComputer')}
        name="trustedComputer"
        checked={trusted}
        onChange={(event) => setTrusted(event.target.checked)}
        disabled={isInFlight}
      />
      <Button type="submit" disabled={!canSubmitLogin(identifier, password, isInFlight)} className="w-full">
        {t('login.submit')}
      </Button>
    </form>
  );
}
