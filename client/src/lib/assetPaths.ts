/** Routes of the assets, elements and PV park areas (002 §2). */
export const assetPaths = {
  assets: (search = '') => (search ? `/assets?${search}` : '/assets'),
  asset: (assetId: number) => `/assets/${assetId}`,
  elements: (search = '') => (search ? `/elements?${search}` : '/elements'),
  element: (elementId: number) => `/elements/${elementId}`,
  pvParks: (search = '') => (search ? `/pvParks?${search}` : '/pvParks'),
  pvPark: (parkId: number | 'new') => `/pvParks/${parkId}`,
};
