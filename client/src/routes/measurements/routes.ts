import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';
import { searchScreenRoute } from '../../router/searchScreenRoute';

const logsScreen = () => import('./LogsScreen').then((module) => module.logsScreen);
const samplesScreen = () => import('./SamplesScreen').then((module) => module.samplesScreen);
const sampleScreen = () => import('./SampleScreen').then((module) => module.sampleScreen);

/** 002 §2 logs (quantitative), samples and sample (qualitative), each behind its profile flag. */
export const measurementRoutes: RouteObject[] = [
  searchScreenRoute('logs', { kind: 'employee', feature: 'logs' }, logsScreen),
  searchScreenRoute('samples', { kind: 'employee', feature: 'samples' }, samplesScreen),
  screenRoute('samples/:sampleId', { kind: 'employee', feature: 'samples' }, sampleScreen),
];
