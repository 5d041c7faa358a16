import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import verifyParameters from './__generated__/VerifyScreenQuery$parameters';

const verifyScreen = () => import('./VerifyScreen').then((module) => module.verifyScreen);
const verifyQuery = routeQuery(verifyParameters, { variables: ({ params }) => ({ code: params['code'] ?? '', hasCode: Boolean(params['code']) }), fetchPolicy: 'network-only' });

/** /verify and /verify/{code}: anyone checks the code printed on an issued licence or permit. */
export const verifyRoutes: RouteObject[] = [
  screenRoute('verify', { kind: 'public' }, verifyQuery, verifyScreen),
  screenRoute('verify/:code', { kind: 'public' }, verifyQuery, verifyScreen),
];
