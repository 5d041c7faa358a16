import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import complaintsParameters from './__generated__/ComplaintsScreenQuery$parameters';
import privacyPolicyParameters from './__generated__/PrivacyPolicyScreenQuery$parameters';
import supportParameters from './__generated__/SupportScreenQuery$parameters';

/** 000 §2 / 001 §2: support, privacy policy and the public complaints page. */
export const supportRoutes: RouteObject[] = [
  screenRoute('support', { kind: 'supportPage' }, routeQuery(supportParameters), () => import('./SupportScreen').then((module) => module.supportScreen)),
  screenRoute('privacyPolicy', { kind: 'privacyPolicy' }, routeQuery(privacyPolicyParameters), () =>
    import('./PrivacyPolicyScreen').then((module) => module.privacyPolicyScreen),
  ),
  screenRoute('complaints', { kind: 'public' }, routeQuery(complaintsParameters), () => import('./ComplaintsScreen').then((module) => module.complaintsScreen)),
];
