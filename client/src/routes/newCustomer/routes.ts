import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

const visitor = { kind: 'public' } as const;
const newCustomerScreen = () => import('./NewCustomerScreen').then((module) => module.newCustomerScreen);

/** 000 §2 / 002 §2: new customer application and customer evaluation forms. */
export const newCustomerRoutes: RouteObject[] = [
  screenRoute('newCustomer', visitor, newCustomerScreen),
  screenRoute('customerEvaluation', visitor, () => import('./evaluation/EvaluationScreen').then((module) => module.evaluationScreen)),
  screenRoute('customerEvaluation/:id', visitor, () => import('./evaluation/EvaluationResultScreen').then((module) => module.evaluationResultScreen)),
];
