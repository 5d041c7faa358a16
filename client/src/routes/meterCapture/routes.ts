import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import booksParameters from './__generated__/BooksScreenQuery$parameters';
import captureParameters from './__generated__/CaptureScreenQuery$parameters';
import { readWalkSearch } from './walkSearch';

/** 002 §2: meter-reading capture needs the captureMeterReadings feature (profile flag portalCaptureMeterReadings). */
const capture = { kind: 'employee', feature: 'captureMeterReadings' } as const;

const booksScreen = () => import('./BooksScreen').then((module) => module.booksScreen);
const captureScreen = () => import('./CaptureScreen').then((module) => module.captureScreen);

/** The books and walks of the open cycle, and the capture screen of one walk. */
export const meterCaptureRoutes: RouteObject[] = [
  screenRoute('captureMeterReadings', capture, routeQuery(booksParameters, { variables: ({ search }) => ({ search: readWalkSearch(search) || null }) }), booksScreen),
  screenRoute(
    'captureMeterReadings/:book/:walk',
    capture,
    routeQuery(captureParameters, { variables: ({ params }) => ({ book: params['book'] ?? '', walk: Number(params['walk']) || 0 }) }),
    captureScreen,
  ),
];
