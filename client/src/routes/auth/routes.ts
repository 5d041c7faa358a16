import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

const loginScreen = () => import('./LoginScreen').then((module) => module.loginScreen);
const registerScreen = () => import('./LoginScreen').then((module) => module.registerScreen);
const activateScreen = () => import('./activate/ActivateScreen').then((module) => module.activateScreen);
const resetPasswordScreen = () => import('./reset/ResetPasswordScreen').then((module) => module.resetPasswordScreen);
const confirmEmailChangeScreen = () => import('./changeEmail/ConfirmEmailChangeScreen').then((module) => module.confirmEmailChangeScreen);
const changePasswordScreen = () => import('./changePassword/ChangePasswordScreen').then((module) => module.changePasswordScreen);
const requestChangeEmailScreen = () => import('./changeEmail/RequestChangeEmailScreen').then((module) => module.requestChangeEmailScreen);
const requestChangeMobileScreen = () => import('./changeMobile/RequestChangeMobileScreen').then((module) => module.requestChangeMobileScreen);

/** 000 §2 login, registration, activation and reset; 001 §2 account changes. */
export const authRoutes: RouteObject[] = [
  screenRoute('login', { kind: 'login' }, loginScreen),
  screenRoute('register', { kind: 'public' }, registerScreen),
  screenRoute('activate/:code', { kind: 'public' }, activateScreen),
  screenRoute('account/resetPassword/:emailPhone', { kind: 'public' }, resetPasswordScreen),
  // 001 §2: both link forms complete an email change with the e-mailed code.
  screenRoute('changeEmail/:code', { kind: 'public' }, confirmEmailChangeScreen),
  screenRoute('changeEmailComplete/:code', { kind: 'public' }, confirmEmailChangeScreen),
  screenRoute('account/changePassword', { kind: 'customer', registrationType: 'EMAIL' }, changePasswordScreen),
  screenRoute('account/requestChangeEmail', { kind: 'customer', registrationType: 'EMAIL' }, requestChangeEmailScreen),
  screenRoute('account/requestChangeMobile', { kind: 'customer', registrationType: 'MOBILE' }, requestChangeMobileScreen),
];
