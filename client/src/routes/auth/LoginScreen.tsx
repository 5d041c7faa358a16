import { useTranslation } from 'react-i18next';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { PageTitle } from '../../components/PageTitle';
import { defineScreen } from '../../router/screenRoute';
import type { LoginScreenQuery } from './__generated__/LoginScreenQuery.graphql';
import { LoginDisabledNotice } from './LoginDisabledNotice';
import { LoginForm } from './LoginForm';
import { LoginLinks } from './LoginLinks';
import { PayAtLoginButton } from './PayAtLoginButton';
import { WelcomeBanner } from './WelcomeBanner';

const loginScreenQuery = graphql`
  query LoginScreenQuery {
    organisation {
      name
      isLoginDisabled
      loginBackgroundImage
    }
    settings {
      showPaymentButtonAtLogin
      ...LoginLinks_settings
    }
    ...WelcomeBanner_query
    ...LoginDisabledNotice_query
  }
`;

/** 000 §2 login page: welcome banner, optional pay button, then the form or the disabled notice. */
function LoginScreen({ queryRef }: { queryRef: PreloadedQuery<LoginScreenQuery> }) {
  const data = usePreloadedQuery<LoginScreenQuery>(loginScreenQuery, queryRef);
  const { t } = useTranslation('auth');
  const background = data.organisation.loginBackgroundImage;

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
        <PageTitle suffix={data.organisation.name}>{t('login.title')}</PageTitle>
        <WelcomeBanner query={data} />
        {data.organisation.isLoginDisabled ? (
          <LoginDisabledNotice query={data} />
        ) : (
          <>
            <LoginForm />
            <LoginLinks settings={data.settings} />
          </>
        )}
      </div>
    </div>
  );
}

export const loginScreen = defineScreen<LoginScreenQuery>({
  query: loginScreenQuery,
  variables: () => ({}),
  namespaces: ['auth'],
  Screen: LoginScreen,
});
