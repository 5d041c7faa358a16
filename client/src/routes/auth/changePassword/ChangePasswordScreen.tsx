import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { CurrentPasswordField } from '../CurrentPasswordField';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { passwordPairValue } from '../../../components/inputs/passwordRules';
import { FormPasswordPair, passwordPairProblems } from '../../../forms/accountFields';
import { FormTextField } from '../../../forms/fields';
import { showServerErrors, usePortalForm } from '../../../forms/usePortalForm';
import { SERVER_TEXT } from '../../../lib/serverTexts';
import { useServerTexts } from '../useServerTexts';
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
      ...useServerTexts_texts
    }
  }
`;

const FIELDS = ['identifier', 'currentPassword', 'newPassword', 'newPasswordRepeat'] as const;
const PAIR = ['newPassword', 'newPasswordRepeat'] as const;

type ChangePasswordValues = Record<(typeof FIELDS)[number], string>;
const EMPTY: ChangePasswordValues = { identifier: '', currentPassword: '', newPassword: '', newPasswordRepeat: '' };

/** 001 §2 change password: the email or phone of the profile, the current password and a new pair. */
function ChangePasswordScreen({ queryRef }: { queryRef: PreloadedQuery<ChangePasswordScreenQuery> }) {
  const { viewer, settings, passwordTexts } = usePreloadedQuery<ChangePasswordScreenQuery>(changePasswordScreenQuery, queryRef);
  const serverText = useServerTexts(passwordTexts);
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const policy = { minimumLength: settings.passwordMinimumLength, strong: settings.strongPassword };
  const form = usePortalForm<ChangePasswordValues>({
    defaultValues: EMPTY,
    rules: (values) => {
      const [newPassword, newPasswordRepeat] = passwordPairProblems(t, policy, values.newPassword, values.newPasswordRepeat);
      return { newPassword, newPasswordRepeat };
    },
  });
  // A fresh pair after a change: the emptied fields have not been touched yet, so they ask for nothing.
  const [pairGeneration, setPairGeneration] = useState(0);
  const { run: change, inFlight: isInFlight } = useChangePasswordMutation({ fields: FIELDS, kind: 'error', failed: (error) => error.message });
  const byMobile = viewer.user?.registrationType === 'MOBILE';
  const values = form.watch();
  const ready = values.identifier.trim() !== '' && values.currentPassword !== '' && passwordPairValue(values.newPassword, values.newPasswordRepeat, policy).canContinue && !isInFlight;

  const submit = form.submitWith(async ({ identifier, currentPassword, newPassword, newPasswordRepeat }) => {
    // 001 §5: the email (type 1) or phone (type 2) must match the profile.
    const matches = byMobile ? phoneInProfile(identifier, viewer.user?.mobileNo) : sameEmail(identifier, viewer.user?.email);
    if (!matches) {
      const message = t(byMobile ? 'changes.wrongPhone' : 'changes.wrongEmail');
      showServerErrors(form, { identifier: message });
      notify('warn', message);
      return null;
    }
    const outcome = await change({ input: { identifier: identifier.trim(), currentPassword, newPassword, newPasswordRepeat } });
    if (outcome.status !== 'failed' && outcome.payload.passwordChanged) {
      notify('success', t('changePassword.done'));
      form.reset({ ...EMPTY, identifier });
      setPairGeneration((generation) => generation + 1);
      return null;
    }
    return outcome;
  });

  return (
    <AuthPage title={t('changePassword.title')}>
      <FormProvider {...form}>
        <form onSubmit={(event) => (ready ? submit(event) : event.preventDefault())} noValidate className="flex flex-col gap-4" aria-busy={isInFlight}>
          <FormTextField
            label={t(byMobile ? 'changes.yourMobile' : 'changes.yourEmail')}
            name="identifier"
            autoComplete="username"
            inputMode={byMobile ? 'tel' : 'email'}
            disabled={isInFlight}
            required
          />
          {byMobile ? null : <AccountEmailHint text={serverText(SERVER_TEXT.accountEmailTooltip)} />}
          <CurrentPasswordField label={t('changes.currentPassword')} name="currentPassword" disabled={isInFlight} />
          <FormPasswordPair
            key={pairGeneration}
            names={PAIR}
            policy={policy}
            disabled={isInFlight}
            rulesHint={serverText(SERVER_TEXT.passwordRulesTooltip)}
            note={serverText(SERVER_TEXT.passwordMessage)}
          />
          <Button type="submit" disabled={!ready}>
            {t('actions.submit')}
          </Button>
        </form>
      </FormProvider>
    </AuthPage>
  );
}

export const changePasswordScreen = defineScreen<ChangePasswordScreenQuery>({
  namespaces: ['auth'],
  Screen: ChangePasswordScreen,
});
