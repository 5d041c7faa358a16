import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { LonLatBbox } from './geo';
import { type MapGrid, cellArea } from './mapCells';
import type { MapCellData, MapFeatureData, MapLayerName } from './mapTypes';
import { isMapLayer } from './mapTypes';
import type { useMapFeaturesQuery } from './__generated__/useMapFeaturesQuery.graphql';

/** Most objects drawn per viewport, all shown layers together; past it they come as cells ("zoom in to see all"). */
const FEATURE_LIMIT = 500;

const featuresQuery = graphql`
  # eslint-disable-next-line relay/unused-fields -- the answer becomes MapFeatureState, which WebGisScreen.tsx and the map read
  query useMapFeaturesQuery($bbox: [Float!]!, $view: [Float!], $layers: [MapLayer!], $limit: Int, $columns: Int, $rows: Int) {
    mapFeatures(bbox: $bbox, view: $view, layers: $layers, limit: $limit, columns: $columns, rows: $rows) {
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
      cells {
        column
        row
        latitude
        longitude
        count
        layers {
          layer
          count
        }
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
  /** The cells when the objects in view are too many to list, with the area and grid they were counted over. */
  cells: { cells: MapCellData[]; bbox: LonLatBbox; grid: MapGrid } | null;
  counts: LayerCount[];
  loading: boolean;
  failed: boolean;
}

const EMPTY: MapFeatureState = { features: [], cells: null, counts: [], loading: false, failed: false };
const KINDS = ['PROPERTY', 'CONNECTION', 'METER', 'ELEMENT'] as const;

/**
 * The objects of the shown layers inside the current view (`bbox`, `size` in pixels), or the cells of the
 * fixed grid over it (`cellArea`), asked again when the view, its size or the layers change; an answer that
 * arrives after a newer request started is dropped. The cells are over the view widened to the grid's lines
 * and count whole cells; objects are listed, and counted against the limit, in the view itself.
 */
export function useMapFeatures(bbox: LonLatBbox | null, layers: readonly MapLayerName[], size: readonly [number, number]): MapFeatureState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<MapFeatureState>(EMPTY);
  const request = useRef(0);
  // The view and the layers by value: a new array holding the same ones asks nothing again.
  const view = bbox === null ? null : bbox.join(',');
  const shown = layers.join(',');
  const [width, height] = size;
  useEffect(() => {
    if (view === null) return;
    const shownLayers = shown.split(',').filter(isMapLayer);
    if (shownLayers.length === 0) {
      setState(EMPTY);
      return;
    }
    const id = ++request.current;
    setState((previous) => ({ ...previous, loading: true }));
    const shownView = view.split(',').map(Number) as LonLatBbox;
    const { bbox: area, grid } = cellArea(shownView, [width, height]);
    const { columns, rows } = grid;
    const variables = { bbox: area, view: shownView, layers: shownLayers, limit: FEATURE_LIMIT, columns, rows };
    fetchQuery<useMapFeaturesQuery>(environment, featuresQuery, variables, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (id !== request.current || !data) return;
        const answer = data.mapFeatures;
        setState({
          features: answer.features.flatMap((feature) => {
            const kind = KINDS.find((value) => value === feature.kind);
            return kind ? [{ ...feature, kind }] : [];
          }),
          cells:
            answer.cells.length === 0
              ? null
              : {
                  cells: answer.cells.map((cell) => ({ ...cell, layers: cell.layers.flatMap((entry) => (isMapLayer(entry.layer) ? [{ ...entry, layer: entry.layer }] : [])) })),
                  bbox: area,
                  grid: { columns, rows },
                },
          counts: answer.layers.flatMap((count) => (isMapLayer(count.layer) ? [{ ...count, layer: count.layer }] : [])),
          loading: false,
          failed: false,
        });
      })
      .catch(() => {
        if (id === request.current) setState((previous) => ({ ...previous, loading: false, failed: true }));
      });
  }, [environment, view, shown, width, height]);
  return state;
}
