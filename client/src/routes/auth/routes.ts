import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import activateParameters from './activate/__generated__/ActivateScreenQuery$parameters';
import confirmEmailChangeParameters from './changeEmail/__generated__/ConfirmEmailChangeScreenQuery$parameters';
import requestChangeEmailParameters from './changeEmail/__generated__/RequestChangeEmailScreenQuery$parameters';
import requestChangeMobileParameters from './changeMobile/__generated__/RequestChangeMobileScreenQuery$parameters';
import changePasswordParameters from './changePassword/__generated__/ChangePasswordScreenQuery$parameters';
import resetPasswordParameters from './reset/__generated__/ResetPasswordScreenQuery$parameters';
import notificationSettingsParameters from './notifications/__generated__/NotificationSettingsScreenQuery$parameters';
import notificationUnsubscribeParameters from './notifications/__generated__/NotificationUnsubscribeScreenQuery$parameters';

const activateScreen = () => import('./activate/ActivateScreen').then((module) => module.activateScreen);
const resetPasswordScreen = () => import('./reset/ResetPasswordScreen').then((module) => module.resetPasswordScreen);
const confirmEmailChangeScreen = () => import('./changeEmail/ConfirmEmailChangeScreen').then((module) => module.confirmEmailChangeScreen);
const changePasswordScreen = () => import('./changePassword/ChangePasswordScreen').then((module) => module.changePasswordScreen);
const requestChangeEmailScreen = () => import('./changeEmail/RequestChangeEmailScreen').then((module) => module.requestChangeEmailScreen);
const notificationSettingsScreen = () => import('./notifications/NotificationSettingsScreen').then((module) => module.notificationSettingsScreen);
const notificationUnsubscribeScreen = () => import('./notifications/NotificationUnsubscribeScreen').then((module) => module.unsubscribeScreen);
const requestChangeMobileScreen = () => import('./changeMobile/RequestChangeMobileScreen').then((module) => module.requestChangeMobileScreen);

const confirmEmailChangeQuery = routeQuery(confirmEmailChangeParameters);

/**
 * 000 §2 activation and reset; 001 §2 account changes; notification choices. The router adds them on the first
 * navigation into one of `PUBLIC_AREAS` (`router/router.ts`); login and registration are in `./loginRoutes.ts`.
 */
export const authRoutes: RouteObject[] = [
  screenRoute('activate/:code', { kind: 'public' }, routeQuery(activateParameters), activateScreen),
  screenRoute('account/resetPassword/:emailPhone', { kind: 'public' }, routeQuery(resetPasswordParameters), resetPasswordScreen),
  // 001 §2: both link forms complete an email change with the e-mailed code.
  screenRoute('changeEmail/:code', { kind: 'public' }, confirmEmailChangeQuery, confirmEmailChangeScreen),
  screenRoute('changeEmailComplete/:code', { kind: 'public' }, confirmEmailChangeQuery, confirmEmailChangeScreen),
  screenRoute('account/changePassword', { kind: 'customer', registrationType: 'EMAIL' }, routeQuery(changePasswordParameters), changePasswordScreen),
  screenRoute('account/requestChangeEmail', { kind: 'customer', registrationType: 'EMAIL' }, routeQuery(requestChangeEmailParameters), requestChangeEmailScreen),
  screenRoute('account/requestChangeMobile', { kind: 'customer', registrationType: 'MOBILE' }, routeQuery(requestChangeMobileParameters), requestChangeMobileScreen),
  // Choices also change through unsubscribe links, so the screen always asks.
  screenRoute('account/notifications', { kind: 'customer' }, routeQuery(notificationSettingsParameters, { fetchPolicy: 'network-only' }), notificationSettingsScreen),
  // The link in every notification: public, the token is the proof.
  screenRoute(
    'notifications/unsubscribe/:token',
    { kind: 'public' },
    routeQuery(notificationUnsubscribeParameters, { variables: ({ params }) => ({ token: params['token'] ?? '' }), fetchPolicy: 'network-only' }),
    notificationUnsubscribeScreen,
  ),
];
