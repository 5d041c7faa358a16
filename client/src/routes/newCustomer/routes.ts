import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

const visitor = { kind: 'public' } as const;
const newCustomerScreen = () => import('./NewCustomerScreen').then((module) => module.newCustomerScreen);

/**
 * 000 §2 / 002 §2: new customer application and customer evaluation forms, each while its setting offers it
 * (000 §3); an evaluation's result stays readable by its link.
 */
export const newCustomerRoutes: RouteObject[] = [
  screenRoute('newCustomer', { kind: 'newCustomer' }, newCustomerScreen),
  screenRoute('customerEvaluation', { kind: 'customerEvaluation' }, () => import('./evaluation/EvaluationScreen').then((module) => module.evaluationScreen)),
  screenRoute('customerEvaluation/:id', visitor, () => import('./evaluation/EvaluationResultScreen').then((module) => module.evaluationResultScreen)),
];
