import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import alertParameters from './__generated__/ConsumptionAlertScreenQuery$parameters';

const consumptionAlertScreen = () => import('./ConsumptionAlertScreen').then((module) => module.consumptionAlertScreen);

/** One consumption alert, opened from the home screen's alerts card (`app/alerts` ranks above `app/:type/:id`). */
export const consumptionAlertRoutes: RouteObject[] = [
  screenRoute('app/alerts/:alertId', { kind: 'customer' }, routeQuery(alertParameters, { variables: ({ params }) => ({ id: params['alertId'] ?? '' }) }), consumptionAlertScreen),
];
