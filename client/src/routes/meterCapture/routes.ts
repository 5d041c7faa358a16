import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';

/** 002 §2: meter-reading capture needs the captureMeterReadings feature (profile flag portalCaptureMeterReadings). */
const capture = { kind: 'employee', feature: 'captureMeterReadings' } as const;

const booksScreen = () => import('./BooksScreen').then((module) => module.booksScreen);
const captureScreen = () => import('./CaptureScreen').then((module) => module.captureScreen);

/** The books and walks of the open cycle, and the capture screen of one walk. */
export const meterCaptureRoutes: RouteObject[] = [
  screenRoute('captureMeterReadings', capture, booksScreen),
  screenRoute('captureMeterReadings/:book/:walk', capture, captureScreen),
];
