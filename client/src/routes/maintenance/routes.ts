import type { RouteObject } from 'react-router-dom';
import type { Access } from '../../router/access';
import { screenRoute } from '../../router/screenRoute';
import { searchScreenRoute } from '../../router/searchScreenRoute';

/** 002 §2 job cards, investigations and problem logs: the maintenance side of the O&M area (portalOm). */
const access: Access = { kind: 'employee', feature: 'omApplications' };

export const maintenanceRoutes: RouteObject[] = [
  searchScreenRoute('jobCards', access, () => import('./MaintenanceScreen').then((module) => module.maintenanceScreen)),
  searchScreenRoute('jobCards/new', access, () => import('./NewJobCardScreen').then((module) => module.newJobCardScreen)),
  screenRoute('jobCards/:jobCardId', access, () => import('./JobCardScreen').then((module) => module.jobCardScreen)),
  screenRoute('investigations/new', access, () => import('./NewInvestigationScreen').then((module) => module.newInvestigationScreen)),
  screenRoute('problemLogs/new', access, () => import('./NewProblemLogScreen').then((module) => module.newProblemLogScreen)),
  screenRoute('investigations/:investigationId', access, () => import('./InvestigationScreen').then((module) => module.investigationScreen)),
  screenRoute('problemLogs/:problemLogId', access, () => import('./ProblemLogScreen').then((module) => module.problemLogScreen)),
];
