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
  const hook = renderHook(({ view, shown }) => useMapFeatures(view, shown, { columns: 7, rows: 5 }), { wrapper, initialProps: { view: bbox, shown: layers } });
  // Pending requests only: an answered one is gone, so a second identical request would show.
  const asked = () => environment.mock.getAllOperations().map((operation) => operation.request.variables);
  const answer = () => act(() => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation)));
  return { ...hook, asked, answer };
}

describe('useMapFeatures (002 §2 web map)', () => {
  test('asks again only when the view or the layers change, not for new arrays holding the same ones', () => {
    const { rerender, asked, answer } = renderFeatures([33.3, 35.1, 33.4, 35.2], ['PROPERTIES']);
    expect(asked()).toEqual([{ bbox: [33.3, 35.1, 33.4, 35.2], layers: ['PROPERTIES'], limit: 500, columns: 7, rows: 5 }]);
    answer();
    rerender({ view: [33.3, 35.1, 33.4, 35.2], shown: ['PROPERTIES'] });
    expect(asked()).toEqual([]);
    rerender({ view: [33.3, 35.1, 33.4, 35.2], shown: ['PROPERTIES', 'METERS'] });
    expect(asked()).toEqual([{ bbox: [33.3, 35.1, 33.4, 35.2], layers: ['PROPERTIES', 'METERS'], limit: 500, columns: 7, rows: 5 }]);
    answer();
    rerender({ view: [33.31, 35.1, 33.41, 35.2], shown: ['PROPERTIES', 'METERS'] });
    expect(asked()).toEqual([{ bbox: [33.31, 35.1, 33.41, 35.2], layers: ['PROPERTIES', 'METERS'], limit: 500, columns: 7, rows: 5 }]);
  });

  test('asks nothing without a view or without layers', () => {
    expect(renderFeatures(null, ['PROPERTIES']).asked()).toEqual([]);
    const empty = renderFeatures([33.3, 35.1, 33.4, 35.2], []);
    expect(empty.asked()).toEqual([]);
    expect(empty.result.current.features).toEqual([]);
  });
});
