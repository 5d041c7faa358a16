import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, test } from 'vitest';
import type { LonLatBbox } from './geo';
import type { MapLayerName } from './mapTypes';
import { useMapFeatures } from './useMapFeatures';

function renderFeatures(bbox: LonLatBbox | null, layers: readonly MapLayerName[]) {
  const environment = createMockEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
  const hook = renderHook(({ view, shown }) => useMapFeatures(view, shown, [896, 640]), { wrapper, initialProps: { view: bbox, shown: layers } });
  // Pending requests only: an answered one is gone, so a second identical request would show.
  const asked = () => environment.mock.getAllOperations().map((operation) => operation.request.variables);
  const answer = () => act(() => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation)));
  // The hook sets its state when fetchQuery's promise settles: awaited within act.
  const answerWith = (mapFeatures: unknown) => act(async () => environment.mock.resolveMostRecentOperation({ data: { mapFeatures } }));
  return { ...hook, asked, answer, answerWith };
}

describe('useMapFeatures (002 §2 web map)', () => {
  // The view widened to the lines of the utility's kept grid of 2^-5° (mapCells.ts cellArea).
  const AREA = [33.28125, 35.09375, 33.40625, 35.21875];

  test('asks again only when the view or the layers change, not for new arrays holding the same ones', () => {
    const { rerender, asked, answer } = renderFeatures([33.3, 35.1, 33.4, 35.2], ['PROPERTIES']);
    expect(asked()).toEqual([{ bbox: AREA, view: [33.3, 35.1, 33.4, 35.2], layers: ['PROPERTIES'], limit: 500, columns: 4, rows: 4 }]);
    answer();
    rerender({ view: [33.3, 35.1, 33.4, 35.2], shown: ['PROPERTIES'] });
    expect(asked()).toEqual([]);
    rerender({ view: [33.3, 35.1, 33.4, 35.2], shown: ['PROPERTIES', 'METERS'] });
    expect(asked()).toEqual([{ bbox: AREA, view: [33.3, 35.1, 33.4, 35.2], layers: ['PROPERTIES', 'METERS'], limit: 500, columns: 4, rows: 4 }]);
    answer();
    rerender({ view: [33.31, 35.1, 33.41, 35.2], shown: ['PROPERTIES', 'METERS'] });
    expect(asked()).toEqual([{ bbox: [33.28125, 35.09375, 33.4375, 35.21875], view: [33.31, 35.1, 33.41, 35.2], layers: ['PROPERTIES', 'METERS'], limit: 500, columns: 5, rows: 4 }]);
  });

  test('draws the cells over the whole area asked, with its grid', async () => {
    const clustered = renderFeatures([33.3, 35.1, 33.4, 35.2], ['PROPERTIES']);
    const cell = { column: 0, row: 0, latitude: 35.1, longitude: 33.29, count: 700, layers: [{ layer: 'PROPERTIES', count: 700 }] };
    await clustered.answerWith({ features: [], cells: [cell], layers: [{ layer: 'PROPERTIES', totalCount: 700, clustered: true }] });
    expect(clustered.result.current.cells).toEqual({ cells: [cell], bbox: AREA, grid: { columns: 4, rows: 4 } });
    expect(clustered.result.current.counts).toEqual([{ layer: 'PROPERTIES', totalCount: 700, clustered: true }]);
  });

  test('asks nothing without a view or without layers', () => {
    expect(renderFeatures(null, ['PROPERTIES']).asked()).toEqual([]);
    const empty = renderFeatures([33.3, 35.1, 33.4, 35.2], []);
    expect(empty.asked()).toEqual([]);
    expect(empty.result.current.features).toEqual([]);
  });
});
