import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';
import { searchScreenRoute } from '../../router/searchScreenRoute';

const assets = { kind: 'employee', feature: 'assets' } as const;
const elements = { kind: 'employee', feature: 'elements' } as const;

/** 002 §2 assets and condition assessments, elements, and the photovoltaic park directory. */
export const assetRoutes: RouteObject[] = [
  searchScreenRoute('assets', assets, () => import('./AssetsScreen').then((module) => module.assetsScreen)),
  screenRoute('assets/:assetId', assets, () => import('./AssetScreen').then((module) => module.assetScreen)),
  searchScreenRoute('elements', elements, () => import('./ElementsScreen').then((module) => module.elementsScreen)),
  screenRoute('elements/:elementId', elements, () => import('./ElementScreen').then((module) => module.elementScreen)),
  searchScreenRoute('pvParks', elements, () => import('./PvParksScreen').then((module) => module.pvParksScreen)),
  screenRoute('pvParks/:parkId', elements, () => import('./PvParkScreen').then((module) => module.pvParkScreen)),
];
