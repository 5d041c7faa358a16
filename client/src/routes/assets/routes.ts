import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import { viewerFeature } from '../../router/viewerFeature';
import assetParameters from './__generated__/AssetScreenQuery$parameters';
import assetsParameters from './__generated__/AssetsScreenQuery$parameters';
import elementParameters from './__generated__/ElementScreenQuery$parameters';
import elementsParameters from './__generated__/ElementsScreenQuery$parameters';
import pvParkParameters from './__generated__/PvParkScreenQuery$parameters';
import pvParksParameters from './__generated__/PvParksScreenQuery$parameters';
import { assetVariables, readAssetSearch } from './assetSearch';
import { elementVariables, readElementSearch } from './elementSearch';
import { idParam } from './paths';
import { pvParkVariables, readPvParkSearch } from './pvParkSearch';

const assets = { kind: 'employee', feature: 'assets' } as const;
const elements = { kind: 'employee', feature: 'elements' } as const;

// The registers' filters live in the URL; a list is shown from the store and refreshed from the gateway.
const assetsQuery = routeQuery(assetsParameters, { variables: ({ search }) => assetVariables(readAssetSearch(search)), fetchPolicy: 'store-and-network' });
const elementsQuery = routeQuery(elementsParameters, { variables: ({ search }) => elementVariables(readElementSearch(search)), fetchPolicy: 'store-and-network' });
const pvParksQuery = routeQuery(pvParksParameters, {
  variables: ({ search }) => pvParkVariables(readPvParkSearch(search)),
  fetchPolicy: 'store-and-network',
});
// An element's assets only for employees whose profile opens the asset register.
const elementQuery = routeQuery(elementParameters, {
  variables: ({ params, environment }) => ({ elementId: idParam(params['elementId']) ?? 0, withAssets: viewerFeature(environment, 'assets') }),
});

/** 002 §2 assets and condition assessments, elements, and the photovoltaic park directory. */
export const assetRoutes: RouteObject[] = [
  screenRoute('assets', assets, assetsQuery, () => import('./AssetsScreen').then((module) => module.assetsScreen)),
  screenRoute('assets/:assetId', assets, routeQuery(assetParameters, { variables: ({ params }) => ({ assetId: idParam(params['assetId']) ?? 0 }) }), () =>
    import('./AssetScreen').then((module) => module.assetScreen),
  ),
  screenRoute('elements', elements, elementsQuery, () => import('./ElementsScreen').then((module) => module.elementsScreen)),
  screenRoute('elements/:elementId', elements, elementQuery, () => import('./ElementScreen').then((module) => module.elementScreen)),
  screenRoute('pvParks', elements, pvParksQuery, () => import('./PvParksScreen').then((module) => module.pvParksScreen)),
  screenRoute('pvParks/:parkId', elements, routeQuery(pvParkParameters, { variables: ({ params }) => ({ parkId: idParam(params['parkId']) ?? 0 }) }), () =>
    import('./PvParkScreen').then((module) => module.pvParkScreen),
  ),
];
