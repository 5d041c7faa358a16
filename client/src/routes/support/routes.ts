import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

/** 000 §2 / 001 §2: support, privacy policy and the public complaints page. */
export const supportRoutes: RouteObject[] = [
  screenRoute('support', { kind: 'supportPage' }, () => import('./SupportScreen').then((module) => module.supportScreen)),
  screenRoute('privacyPolicy', { kind: 'privacyPolicy' }, () => import('./PrivacyPolicyScreen').then((module) => module.privacyPolicyScreen)),
  screenRoute('complaints', { kind: 'public' }, () => import('./ComplaintsScreen').then((module) => module.complaintsScreen)),
];
