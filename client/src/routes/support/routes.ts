import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** 000 §2 / 001 §2: support, privacy policy, complaints and the customers' contact page. */
export const supportRoutes: RouteObject[] = [
  screenRoute('support', { kind: 'supportPage' }, comingSoon('support', 'support.title')),
  screenRoute('privacyPolicy', { kind: 'privacyPolicy' }, comingSoon('support', 'privacyPolicy.title')),
  screenRoute('complaints', { kind: 'public' }, comingSoon('support', 'complaints.title')),
];
