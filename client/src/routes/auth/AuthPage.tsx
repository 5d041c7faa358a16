import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';

/** The card the activation, reset and account-change pages share with the login page's look. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center">
      <div className="w-full max-w-md space-y-5 rounded-xl border-t-4 border-brand-login-primary bg-white p-6 shadow-lg">
        <PageTitle>{title}</PageTitle>
        {children}
      </div>
    </div>
  );
}
