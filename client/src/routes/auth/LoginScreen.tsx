import { lazy, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { LoginScreenQuery } from './__generated__/LoginScreenQuery.graphql';
import { loginStorage } from '../../lib/loginStorage';
import { type LoginMode, LoginModes } from './LoginModes';
import { PayAtLoginButton } from './PayAtLoginButton';
import { ReturnLink } from './ReturnLink';
import { SingleSignOnSection } from './sso/SingleSignOnSection';
import { SsoFailureNotice } from './sso/SsoFailureNotice';
import { WelcomeBanner } from './WelcomeBanner';

// Shown only while the utility has sign-in disabled: loaded then (the shell's Suspense waits for it).
const LoginDisabledNotice = lazy(() => import('./LoginDisabledNotice').then((module) => ({ default: module.LoginDisabledNotice })));

const loginScreenQuery = graphql`
  query LoginScreenQuery @preloadable {
    organisation {
      name
      isLoginDisabled
      loginBackgroundImage
    }
    settings {
      showPaymentButtonAtLogin
    }
    ...WelcomeBanner_query
    ...LoginDisabledNotice_query
    ...LoginModes_query
    ...SingleSignOnSection_query
    ...ReturnLink_query
  }
`;

/** 000 §2 login page: welcome banner, optional pay button, then the login, registration or reset view. */
function LoginScreen({ queryRef, initialMode }: { queryRef: PreloadedQuery<LoginScreenQuery>; initialMode: LoginMode }) {
  const data = usePreloadedQuery<LoginScreenQuery>(loginScreenQuery, queryRef);
  const { t } = useTranslation('auth');
  const background = data.organisation.loginBackgroundImage;
  // 000 §4: switching modes keeps what was typed in the email field. The remembered last login (000 §3)
  // fills the login form only: on a shared computer it must not pre-fill someone else's registration or reset.
  const [remembered] = useState(loginStorage.lastLogin);
  const [typed, setTyped] = useState<string | null>(null);
  const [mode, setMode] = useState(initialMode);
  const identifier = typed ?? (mode === 'login' ? remembered : '');

  return (
    <div
      className="-m-4 flex flex-1 items-start justify-center bg-brand-login-secondary bg-cover bg-center p-4 sm:-m-6 sm:p-10"
      style={background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined}
    >
      <div className="w-full max-w-md space-y-5 rounded-xl border-t-4 border-brand-login-primary bg-white p-6 shadow-lg">
        {data.settings.showPaymentButtonAtLogin ? (
          <div className="flex justify-end">
            <PayAtLoginButton />
          </div>
        ) : null}
        <PageTitle suffix={data.organisation.name}>{t(`${mode}.title`)}</PageTitle>
        <WelcomeBanner query={data} />
        <SsoFailureNotice />
        {data.organisation.isLoginDisabled ? (
          <LoginDisabledNotice query={data} />
        ) : (
          <LoginModes query={data} mode={mode} onModeChange={setMode} identifier={identifier} onIdentifierChange={setTyped} />
        )}
        {mode === 'login' ? <SingleSignOnSection query={data} /> : null}
        <ReturnLink query={data} />
      </div>
    </div>
  );
}

function screenFor(initialMode: LoginMode) {
  return defineScreen<LoginScreenQuery>({
    namespaces: ['auth'],
    Screen: ({ queryRef }) => <LoginScreen queryRef={queryRef} initialMode={initialMode} />,
  });
}

export const loginScreen = screenFor('login');
/** 000 §2: /register is the target of the registration view. */
export const registerScreen = screenFor('register');
