import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import logsParameters from './__generated__/LogsScreenQuery$parameters';
import sampleParameters from './__generated__/SampleScreenQuery$parameters';
import samplesParameters from './__generated__/SamplesScreenQuery$parameters';
import { readSampleSearch, sampleVariables } from './sampleSearch';

const logsScreen = () => import('./LogsScreen').then((module) => module.logsScreen);
const samplesScreen = () => import('./SamplesScreen').then((module) => module.samplesScreen);
const sampleScreen = () => import('./SampleScreen').then((module) => module.sampleScreen);

// The lists' filters live in the URL; a list is shown from the store and refreshed from the gateway.
const logsQuery = routeQuery(logsParameters, {
  variables: ({ search }) => {
    const stationId = search.get('station') || null;
    const text = search.get('q')?.trim() ?? '';
    return { stationId, withStation: stationId !== null, text: text || null };
  },
  fetchPolicy: 'store-and-network',
});
const samplesQuery = routeQuery(samplesParameters, {
  variables: ({ search }) => sampleVariables(readSampleSearch(search)),
  fetchPolicy: 'store-and-network',
});

/** 002 §2 logs (quantitative), samples and sample (qualitative), each behind its profile flag. */
export const measurementRoutes: RouteObject[] = [
  screenRoute('logs', { kind: 'employee', feature: 'logs' }, logsQuery, logsScreen),
  screenRoute('samples', { kind: 'employee', feature: 'samples' }, samplesQuery, samplesScreen),
  screenRoute('samples/:sampleId', { kind: 'employee', feature: 'samples' }, routeQuery(sampleParameters, { variables: ({ params }) => ({ id: params['sampleId'] ?? '' }) }), sampleScreen),
];
