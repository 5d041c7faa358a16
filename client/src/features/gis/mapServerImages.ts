import ImageLayer from 'ol/layer/Image';
import ImageWMS from 'ol/source/ImageWMS';
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { mapServerImagesQuery } from './__generated__/mapServerImagesQuery.graphql';

export type MapImageLayer = 'BACKGROUND' | 'ELEMENTS';

/** The portal URL of one image of a configured map server's layer (`gisMapImage`), or null when there is none. */
export type LoadMapImage = (layer: MapImageLayer, bbox: number[], width: number, height: number) => Promise<string | null>;

const imageQuery = graphql`
  query mapServerImagesQuery($layer: GisImageLayer!, $bbox: [Float!]!, $width: Int!, $height: Int!) {
    gisMapImage(layer: $layer, bbox: $bbox, width: $width, height: $height)
  }
`;

/**
 * The portal URL of one map-server image (`gisMapImage`), or null when no map server is configured. The
 * gateway streams the image from that URL; the browser keeps it a few minutes, so panning back draws from its cache.
 */
export function useMapImageLoader(): LoadMapImage {
  const environment = useRelayEnvironment();
  return useCallback(
    async (layer, bbox, width, height) => {
      const data = await fetchQuery<mapServerImagesQuery>(environment, imageQuery, { layer, bbox, width, height }, { fetchPolicy: 'network-only' }).toPromise();
      return data?.gisMapImage ?? null;
    },
    [environment],
  );
}

/**
 * A WMS image layer whose images come through the gateway's same-origin route (the portal's CSP allows no other
 * origin, and a same-origin image leaves the canvas readable); an image that fails to load leaves the plain background.
 */
export function wmsLayer(kind: MapImageLayer, loadImage: LoadMapImage, onState: (state: 'loaded' | 'failed') => void, zIndex: number) {
  const source = new ImageWMS({
    url: '/gis-wms',
    params: { LAYERS: kind },
    ratio: 1,
    projection: 'EPSG:3857',
    imageLoadFunction: (image, src) => {
      const query = new URL(src, window.location.href).searchParams;
      const element = image.getImage() as HTMLImageElement;
      const bbox = (query.get('BBOX') ?? '').split(',').map(Number);
      loadImage(kind, bbox, Number(query.get('WIDTH')), Number(query.get('HEIGHT')))
        .then((url) => {
          // No URL: an empty data URL is no image, so the image errors and the source reports the failure, as
          // it does when the route answers an error (the map server failed).
          element.src = url ?? 'data:,';
        })
        .catch(() => {
          element.src = 'data:,';
        });
    },
  });
  source.on('imageloadend', () => onState('loaded'));
  source.on('imageloaderror', () => onState('failed'));
  return new ImageLayer({ source, zIndex });
}

/**
 * `load` for a map that may draw a layer: the first time it has no image for the viewer (none configured, or the
 * viewer may not draw it), `onNone` is told once, so the map can drop the layer and stop asking.
 */
export function optionalLayerLoader(load: LoadMapImage, onNone: () => void): LoadMapImage {
  let told = false;
  return async (...args) => {
    const url = await load(...args).catch(() => null);
    if (url === null && !told) {
      told = true;
      onNone();
    }
    return url;
  };
}
