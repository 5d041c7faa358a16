import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { PasswordPair } from '../../../components/inputs/PasswordPair';
import type { PasswordPairValue } from '../../../components/inputs/passwordRules';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { SERVER_TEXT, serverText } from '../../../lib/serverTexts';
import { type FieldErrors, reportUserErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { defineScreen } from '../../../router/screenRoute';
import { AuthPage } from '../AuthPage';
import { useChangePasswordMutation } from '../mutations/useChangePasswordMutation';
import type { ChangePasswordScreenQuery } from './__generated__/ChangePasswordScreenQuery.graphql';
import { phoneInProfile, sameEmail } from './profileMatch';
import { AccountEmailHint } from '../AccountEmailHint';

const changePasswordScreenQuery = graphql`
  query ChangePasswordScreenQuery @preloadable {
    viewer {
      user {
        registrationType
        email
        mobileNo
      }
    }
    settings {
      passwordMinimumLength
      strongPassword
    }
    passwordTexts: texts(ids: [56, 60, 86]) {
      # eslint-disable-next-line relay/unused-fields -- serverText (lib/serverTexts.ts) reads it
      textId
      # eslint-disable-next-line relay/unused-fields -- serverText (lib/serverTexts.ts) reads it
      text
    }
  }
`;

const FIELDS = ['identifier', 'currentPassword', 'newPassword', 'newPasswordRepeat'] as const;
const EMPTY_PAIR: PasswordPairValue = { password: '', password2: '', canContinue: false };

/** 001 §2 change password: the email or phone of the profile, the current password and a new pair. */
function ChangePasswordScreen({ queryRef }: { queryRef: PreloadedQuery<ChangePasswordScreenQuery> }) {
  const { viewer, settings, passwordTexts } = usePreloadedQuery<ChangePasswordScreenQuery>(changePasswordScreenQuery, queryRef);
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const [identifier, setIdentifier] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwords, setPasswords] = useState(EMPTY_PAIR);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A fresh pair after a change: the emptied fields have not been touched yet, so they ask for nothing.
  const [pairGeneration, setPairGeneration] = useState(0);
  const [commit, isInFlight] = useChangePasswordMutation();
  const byMobile = viewer.user?.registrationType === 'MOBILE';
  const policy = { minimumLength: settings.passwordMinimumLength, strong: settings.strongPassword };
  const ready = identifier.trim() !== '' && currentPassword !== '' && passwords.canContinue && !isInFlight;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    // 001 §5: the email (type 1) or phone (type 2) must match the profile.
    const matches = byMobile ? phoneInProfile(identifier, viewer.user?.mobileNo) : sameEmail(identifier, viewer.user?.email);
    if (!matches) {
      const message = t(byMobile ? 'changes.wrongPhone' : 'changes.wrongEmail');
      setFieldErrors({ identifier: message });
      notify('warn', message);
      return;
    }
    setFieldErrors({});
    commit({
      variables: { input: { identifier: identifier.trim(), currentPassword, newPassword: passwords.password, newPasswordRepeat: passwords.password2 } },
      onCompleted: ({ changePassword }) => {
        if (!changePassword.passwordChanged) {
          setFieldErrors(reportUserErrors(changePassword.userErrors, { fields: FIELDS, notify, t, kind: 'error' }).fieldErrors);
          return;
        }
        notify('success', t('changePassword.done'));
        setCurrentPassword('');
        setPasswords(EMPTY_PAIR);
        setPairGeneration((generation) => generation + 1);
      },
      onError: (error) => void notify('error', error.message),
    });
  }

  return (
    <AuthPage title={t('changePassword.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={isInFlight}>
        <TextField
          label={t(byMobile ? 'changes.yourMobile' : 'changes.yourEmail')}
          name="identifier"
          autoComplete="username"
          inputMode={byMobile ? 'tel' : 'email'}
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          error={fieldErrors.identifier}
          disabled={isInFlight}
          required
        />
        {byMobile ? null : <AccountEmailHint text={serverText(passwordTexts, SERVER_TEXT.accountEmailTooltip)} />}
        <PasswordField
          label={t('changes.currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={fieldErrors.currentPassword}
          disabled={isInFlight}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          required
        />
        <PasswordPair
          key={pairGeneration}
          value={passwords}
          onChange={setPasswords}
          policy={policy}
          error={fieldErrors.newPassword ?? fieldErrors.newPasswordRepeat}
          disabled={isInFlight}
          rulesHint={serverText(passwordTexts, SERVER_TEXT.passwordRulesTooltip)}
          note={serverText(passwordTexts, SERVER_TEXT.passwordMessage)}
        />
        <Button type="submit" disabled={!ready}>
          {t('actions.submit')}
        </Button>
      </form>
    </AuthPage>
  );
}

export const changePasswordScreen = defineScreen<ChangePasswordScreenQuery>({
  namespaces: ['auth'],
  Screen: ChangePasswordScreen,
});
