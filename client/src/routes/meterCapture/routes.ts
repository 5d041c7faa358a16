import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

/** Placeholder routes of this area until its screens land. */
export const meterCaptureRoutes: RouteObject[] = [
  screenRoute('captureMeterReadings', { kind: 'employee', feature: 'captureMeterReadings' }, comingSoon('employee', 'captureMeterReadings.title')),
];
