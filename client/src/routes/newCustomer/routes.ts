import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import evaluationResultParameters from './evaluation/__generated__/EvaluationResultScreenQuery$parameters';
import evaluationParameters from './evaluation/__generated__/EvaluationScreenQuery$parameters';
import newCustomerParameters from './__generated__/NewCustomerScreenQuery$parameters';

const visitor = { kind: 'public' } as const;
const newCustomerScreen = () => import('./NewCustomerScreen').then((module) => module.newCustomerScreen);

/**
 * 000 §2 / 002 §2: new customer application and customer evaluation forms, each while its setting offers it
 * (000 §3); an evaluation's result stays readable by its link.
 */
export const newCustomerRoutes: RouteObject[] = [
  screenRoute('newCustomer', { kind: 'newCustomer' }, routeQuery(newCustomerParameters), newCustomerScreen),
  screenRoute('customerEvaluation', { kind: 'customerEvaluation' }, routeQuery(evaluationParameters), () =>
    import('./evaluation/EvaluationScreen').then((module) => module.evaluationScreen),
  ),
  screenRoute(
    'customerEvaluation/:id',
    visitor,
    routeQuery(evaluationResultParameters, { variables: ({ params }) => ({ accessKey: params['id'] ?? '' }) }),
    () => import('./evaluation/EvaluationResultScreen').then((module) => module.evaluationResultScreen),
  ),
];
