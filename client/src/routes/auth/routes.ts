import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

const loginScreen = () => import('./LoginScreen').then((module) => module.loginScreen);

/** 000 §2 login, registration, activation and reset; 001 §2 account changes. */
export const authRoutes: RouteObject[] = [
  screenRoute('login', { kind: 'login' }, loginScreen),
  screenRoute('register', { kind: 'public' }, comingSoon('auth', 'register.title')),
  screenRoute('activate/:code', { kind: 'public' }, comingSoon('auth', 'activate.title')),
  screenRoute('account/resetPassword/:emailPhone', { kind: 'public' }, comingSoon('auth', 'resetPassword.title')),
  screenRoute('changeEmail/:code', { kind: 'public' }, comingSoon('auth', 'changeEmail.title')),
  screenRoute('changeEmailComplete/:code', { kind: 'public' }, comingSoon('auth', 'changeEmailComplete.title')),
  screenRoute(
    'account/changePassword',
    { kind: 'customer', registrationType: 'EMAIL' },
    comingSoon('auth', 'changePassword.title'),
  ),
  screenRoute(
    'account/requestChangeEmail',
    { kind: 'customer', registrationType: 'EMAIL' },
    comingSoon('auth', 'requestChangeEmail.title'),
  ),
  screenRoute(
    'account/requestChangeMobile',
    { kind: 'customer', registrationType: 'MOBILE' },
    comingSoon('auth', 'requestChangeMobile.title'),
  ),
];
