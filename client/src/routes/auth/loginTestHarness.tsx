import { useState } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NotificationCenter } from '../../notifications/NotificationCenter';
import { LoginForm, type LoginFormProps } from './LoginForm';
import { loginStorage } from '../../lib/loginStorage';

type Options = Omit<LoginFormProps, 'identifier' | 'onIdentifierChange'>;

function Harness(props: Options) {
  const [identifier, setIdentifier] = useState(loginStorage.lastLogin);
  return <LoginForm identifier={identifier} onIdentifierChange={setIdentifier} {...props} />;
}

/** The login form as LoginModes renders it, with the notifications it raises. */
export function renderLogin(options: Options = {}, { path = '/login' } = {}) {
  return renderWithProviders(
    <>
      <Harness {...options} />
      <NotificationCenter />
    </>,
    { path },
  );
}
