import type { RouteObject } from 'react-router-dom';
import type { Access } from '../../router/access';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import investigationParameters from './__generated__/InvestigationScreenQuery$parameters';
import jobCardParameters from './__generated__/JobCardScreenQuery$parameters';
import maintenanceParameters from './__generated__/MaintenanceScreenQuery$parameters';
import newInvestigationParameters from './__generated__/NewInvestigationScreenQuery$parameters';
import newJobCardParameters from './__generated__/NewJobCardScreenQuery$parameters';
import newProblemLogParameters from './__generated__/NewProblemLogScreenQuery$parameters';
import problemLogParameters from './__generated__/ProblemLogScreenQuery$parameters';
import { maintenanceVariables } from './maintenanceSearch';

/** 002 §2 job cards, investigations and problem logs: the maintenance side of the O&M area (portalOm). */
const access: Access = { kind: 'employee', feature: 'omApplications' };

// The tabs' filters live in the URL; the lists are shown from the store and refreshed from the gateway.
const maintenanceQuery = routeQuery(maintenanceParameters, { variables: ({ search }) => maintenanceVariables(search), fetchPolicy: 'store-and-network' });
// A job card opened from an investigation or a problem log (`?origin=`) starts from it.
const newJobCardQuery = routeQuery(newJobCardParameters, {
  variables: ({ search }) => {
    const originId = search.get('origin') || null;
    return { origin: originId ?? '', hasOrigin: originId !== null };
  },
});

export const maintenanceRoutes: RouteObject[] = [
  screenRoute('jobCards', access, maintenanceQuery, () => import('./MaintenanceScreen').then((module) => module.maintenanceScreen)),
  screenRoute('jobCards/new', access, newJobCardQuery, () => import('./NewJobCardScreen').then((module) => module.newJobCardScreen)),
  screenRoute('jobCards/:jobCardId', access, routeQuery(jobCardParameters, { variables: ({ params }) => ({ jobCardId: Number(params['jobCardId']) || 0 }) }), () =>
    import('./JobCardScreen').then((module) => module.jobCardScreen),
  ),
  screenRoute('investigations/new', access, routeQuery(newInvestigationParameters), () => import('./NewInvestigationScreen').then((module) => module.newInvestigationScreen)),
  screenRoute('problemLogs/new', access, routeQuery(newProblemLogParameters), () => import('./NewProblemLogScreen').then((module) => module.newProblemLogScreen)),
  screenRoute(
    'investigations/:investigationId',
    access,
    routeQuery(investigationParameters, { variables: ({ params }) => ({ investigationId: Number(params['investigationId']) || 0 }) }),
    () => import('./InvestigationScreen').then((module) => module.investigationScreen),
  ),
  screenRoute('problemLogs/:problemLogId', access, routeQuery(problemLogParameters, { variables: ({ params }) => ({ problemLogId: Number(params['problemLogId']) || 0 }) }), () =>
    import('./ProblemLogScreen').then((module) => module.problemLogScreen),
  ),
];
