import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { LonLatBbox } from './geo';
import type { MapClusterData, MapFeatureData, MapLayerName } from './mapTypes';
import { isMapLayer } from './mapTypes';
import type { useMapFeaturesQuery } from './__generated__/useMapFeaturesQuery.graphql';

/** Most objects listed per layer and viewport; past it the layer comes as clusters ("zoom in to see all"). */
const FEATURE_LIMIT = 500;

const featuresQuery = graphql`
  # eslint-disable-next-line relay/unused-fields -- the answer becomes MapFeatureState, which WebGisScreen.tsx and the map read
  query useMapFeaturesQuery($bbox: [Float!]!, $layers: [MapLayer!], $limit: Int) {
    mapFeatures(bbox: $bbox, layers: $layers, limit: $limit) {
      features {
        objectId
        kind
        label
        latitude
        longitude
        propertyId
        connectionId
        elementId
      }
      clusters {
        layer
        latitude
        longitude
        count
      }
      layers {
        layer
        totalCount
        clustered
      }
    }
  }
`;

export interface LayerCount {
  layer: MapLayerName;
  totalCount: number;
  clustered: boolean;
}

export interface MapFeatureState {
  features: MapFeatureData[];
  clusters: MapClusterData[];
  counts: LayerCount[];
  loading: boolean;
  failed: boolean;
}

const EMPTY: MapFeatureState = { features: [], clusters: [], counts: [], loading: false, failed: false };
const KINDS = ['PROPERTY', 'CONNECTION', 'METER', 'ELEMENT'] as const;

/**
 * The objects of the shown layers inside the current view, asked again when the view or the layers change;
 * an answer that arrives after a newer request started is dropped.
 */
export function useMapFeatures(bbox: LonLatBbox | null, layers: readonly MapLayerName[]): MapFeatureState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<MapFeatureState>(EMPTY);
  const request = useRef(0);
  // The view and the layers by value: a new array holding the same ones asks nothing again.
  const view = bbox === null ? null : bbox.join(',');
  const shown = layers.join(',');
  useEffect(() => {
    if (view === null) return;
    const shownLayers = shown.split(',').filter(isMapLayer);
    if (shownLayers.length === 0) {
      setState(EMPTY);
      return;
    }
    const id = ++request.current;
    setState((previous) => ({ ...previous, loading: true }));
    fetchQuery<useMapFeaturesQuery>(environment, featuresQuery, { bbox: view.split(',').map(Number), layers: shownLayers, limit: FEATURE_LIMIT }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (id !== request.current || !data) return;
        const answer = data.mapFeatures;
        setState({
          features: answer.features.flatMap((feature) => {
            const kind = KINDS.find((value) => value === feature.kind);
            return kind ? [{ ...feature, kind }] : [];
          }),
          clusters: answer.clusters.flatMap((cluster) => (isMapLayer(cluster.layer) ? [{ ...cluster, layer: cluster.layer }] : [])),
          counts: answer.layers.flatMap((count) => (isMapLayer(count.layer) ? [{ ...count, layer: count.layer }] : [])),
          loading: false,
          failed: false,
        });
      })
      .catch(() => {
        if (id === request.current) setState((previous) => ({ ...previous, loading: false, failed: true }));
      });
  }, [environment, view, shown]);
  return state;
}
