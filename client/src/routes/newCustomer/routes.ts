import type { RouteObject } from 'react-router-dom';
import { comingSoon } from '../../router/comingSoon';
import { screenRoute } from '../../router/screenRoute';

const visitor = { kind: 'public' } as const;

/** 000 §2 / 002 §2: new customer application and customer evaluation forms. */
export const newCustomerRoutes: RouteObject[] = [
  screenRoute('newCustomer', visitor, comingSoon('newCustomer', 'application.title')),
  screenRoute('customerEvaluation', visitor, comingSoon('newCustomer', 'evaluation.title')),
  screenRoute('customerEvaluation/:id', visitor, comingSoon('newCustomer', 'evaluation.title')),
];
