import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { type PreloadedQuery, graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { focusRing } from '../../components/focusRing';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../notifications/useNotify';
import { defineScreen } from '../../router/screenRoute';
import type { WebGisScreenQuery } from './__generated__/WebGisScreenQuery.graphql';
import { DistanceControls } from './DistanceControls';
import { FeatureList } from './FeatureList';
import { formatMapDistance } from './formatMapDistance';
import { nearest } from './geo';
import { formatNumber } from '../../lib/quantity';
import { MapCanvas, type MapHandle, type MapViewState } from './MapCanvas';
import { MapLayerToggles } from './MapLayerToggles';
import { MapOverlays } from './MapOverlays';
import { MapSelect } from './MapSelect';
import { type BackgroundState, MAP_LAYERS, type MapFeatureData, type MapLayerName, isMapLayer } from './mapTypes';
import { gisPaths } from '../../lib/gisPaths';
import { SelectedFeature } from './SelectedFeature';
import { useSaveGisUserSettings } from './useGisMutations';
import { useMapImageLoader } from '../../features/gis/mapServerImages';
import { useMapFeatures } from './useMapFeatures';

const webGisScreenQuery = graphql`
  query WebGisScreenQuery($find: ID!, $hasFind: Boolean!) @preloadable {
    gisSettings {
      serverType
      backgroundLayer
      elementLayerName
    }
    gisMaps {
      mapId
      name
      centreLatitude
      centreLongitude
      zoom
      layers {
        layer
        visible
        colour
      }
    }
    gisUserSettings {
      defaultMap {
        mapId
      }
      visibleLayers
      lastExtent
    }
    located: locate(id: $find) @include(if: $hasFind) {
      objectId
      kind
      label
      latitude
      longitude
      # eslint-disable-next-line relay/unused-fields -- toFeature keeps it in the selected MapFeatureData (mapTypes.ts)
      propertyId
      # eslint-disable-next-line relay/unused-fields -- toFeature keeps it in the selected MapFeatureData (mapTypes.ts)
      connectionId
      # eslint-disable-next-line relay/unused-fields -- toFeature keeps it in the selected MapFeatureData (mapTypes.ts)
      elementId
    }
    organisation {
      name
    }
  }
`;

/** Zoom at which a found object is shown: its street, its neighbours' connections. */
const FIND_ZOOM = 17;
/** The feature list shows the nearest ones; the rest are a count. */
const LIST_LIMIT = 50;
const KINDS = ['PROPERTY', 'CONNECTION', 'METER', 'ELEMENT'] as const;

type Located = NonNullable<WebGisScreenQuery['response']['located']>;
const toFeature = (located: Located | null | undefined): MapFeatureData | null => {
  const kind = KINDS.find((value) => value === located?.kind);
  return located && kind ? { ...located, kind } : null;
};

/**
 * 002 §2 webgis: the map of properties, connections, meters and elements with layer toggles, zoom buttons,
 * keyboard panning, a find box, the list of the objects in view (the keyboard's way to them), the selected
 * object with its distance and its enquiry. `?find=<global id>` opens centred on that object, selected.
 */
function WebGisScreen({ queryRef, find }: { queryRef: PreloadedQuery<WebGisScreenQuery>; find: string }) {
  const data = usePreloadedQuery<WebGisScreenQuery>(webGisScreenQuery, queryRef);
  const { t, i18n } = useTranslation('gis');
  const notify = useNotify();
  const mapRef = useRef<MapHandle>(null);
  const loadImage = useMapImageLoader();
  const { run: saveUserSettings, inFlight: saving } = useSaveGisUserSettings({ failed: () => t('view.failed') });
  const maps = data.gisMaps;
  const located = toFeature(data.located);
  const [mapId, setMapId] = useState(data.gisUserSettings.defaultMap?.mapId ?? maps[0]?.mapId ?? null);
  const currentMap = maps.find((map) => map.mapId === mapId) ?? maps[0];
  const layerStyles = useMemo(
    () =>
      currentMap
        ? currentMap.layers.flatMap((layer) => (isMapLayer(layer.layer) ? [{ layer: layer.layer, colour: layer.colour, visible: layer.visible }] : []))
        : MAP_LAYERS.map((layer) => ({ layer, colour: '#0369A1', visible: true })),
    [currentMap],
  );
  const [visible, setVisible] = useState<ReadonlySet<MapLayerName>>(() => {
    const own = data.gisUserSettings.visibleLayers?.filter(isMapLayer);
    const layers = own ?? layerStyles.filter((layer) => layer.visible).map((layer) => layer.layer);
    // A found object's layer is always shown.
    return new Set(located ? [...layers, MAP_LAYERS[KINDS.indexOf(located.kind)] as MapLayerName] : layers);
  });
  const [view, setView] = useState<MapViewState | null>(null);
  const [selected, setSelected] = useState<MapFeatureData | null>(located);
  const [background, setBackground] = useState<BackgroundState>('plain');
  const [radius, setRadius] = useState<number>(0);
  const [position, setPosition] = useState<[number, number] | null>(null);
  const [findText, setFindText] = useState('');
  const [findError, setFindError] = useState<string | null>(find !== '' && located === null ? t('find.notFound') : null);

  // Only the first render places the map; later changes move it through its handle.
  const [initial] = useState(() => {
    if (located) return { centre: [located.longitude, located.latitude] as [number, number], zoom: FIND_ZOOM };
    const extent = data.gisUserSettings.lastExtent;
    if (extent && extent.length === 4) return { bbox: [extent[0], extent[1], extent[2], extent[3]] as [number, number, number, number] };
    return { centre: [currentMap?.centreLongitude ?? 33.2, currentMap?.centreLatitude ?? 35] as [number, number], zoom: currentMap?.zoom ?? 9 };
  });

  const shownLayers = useMemo(() => layerStyles.map((style) => style.layer).filter((layer) => visible.has(layer)), [layerStyles, visible]);
  const state = useMapFeatures(view?.bbox ?? null, shownLayers, view?.size ?? [0, 0]);
  const drawn = useMemo(() => {
    const features = state.features;
    return selected && !features.some((feature) => feature.objectId === selected.objectId) && visible.has(MAP_LAYERS[KINDS.indexOf(selected.kind)] as MapLayerName)
      ? [...features, selected]
      : features;
  }, [state.features, selected, visible]);
  const origin: [number, number] | null = position ?? view?.centre ?? null;
  const needle = findText.trim().toLocaleLowerCase();
  const listed = useMemo(() => {
    if (!origin) return [];
    const matching = needle === '' ? state.features : state.features.filter((feature) => feature.label.toLocaleLowerCase().includes(needle));
    return nearest(matching, origin, radius > 100 ? radius : null);
  }, [state.features, origin, radius, needle]);
  // Too many to list: the list and the notice on the map say how many the cells over the view hold.
  const clusteredTotal = state.cells ? state.counts.reduce((sum, count) => sum + count.totalCount, 0) : 0;
  const layerName = (layer: MapLayerName) => t(`layers.${layer}`);
  const all = t('distance.all');
  const server = data.gisSettings.serverType === 'WMS' && data.gisSettings.backgroundLayer ? { background: true, elements: Boolean(data.gisSettings.elementLayerName) } : null;

  const toggle = (layer: MapLayerName, on: boolean) =>
    setVisible((previous) => {
      const next = new Set(previous);
      if (on) next.add(layer);
      else next.delete(layer);
      return next;
    });

  const chooseMap = (id: number) => {
    const map = maps.find((candidate) => candidate.mapId === id);
    if (!map) return;
    setMapId(id);
    setVisible(new Set(map.layers.filter((layer) => layer.visible).map((layer) => layer.layer).filter(isMapLayer)));
    mapRef.current?.centreOn(map.centreLongitude, map.centreLatitude, map.zoom);
  };

  const select = (feature: MapFeatureData, centre = false) => {
    setSelected(feature);
    if (centre) mapRef.current?.centreOn(feature.longitude, feature.latitude);
  };

  const submitFind = (event: FormEvent) => {
    event.preventDefault();
    const first = listed[0];
    if (needle === '' || !first) {
      setFindError(t('find.notFound'));
      return;
    }
    setFindError(null);
    select(first, true);
  };

  const keepView = async () => {
    const extent = mapRef.current?.extent();
    if (!extent) return;
    const outcome = await saveUserSettings({ input: { lastExtent: extent, visibleLayers: shownLayers } });
    if (outcome.status === 'done') notify('success', t('view.kept'));
  };

  const usePosition = () => {
    if (!('geolocation' in navigator)) {
      notify('warn', t('distance.noPosition'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (answer) => setPosition([answer.coords.longitude, answer.coords.latitude]),
      () => notify('warn', t('distance.noPosition')),
      { timeout: 10_000 },
    );
  };

  const backgroundNotice =
    data.gisSettings.serverType === 'WFS' ? t('background.wfs') : background === 'plain' ? t('background.plain') : background === 'failed' ? t('background.failed') : null;
  const selectedDistance = selected && origin ? formatMapDistance(nearest([selected], origin, null)[0]?.distance ?? 0, i18n.language, all) : null;

  return (
    <div className="-m-4 grid flex-1 grid-cols-1 sm:-m-6 lg:h-[calc(100dvh-4rem)] lg:flex-none lg:grid-cols-[24rem_minmax(0,1fr)] lg:grid-rows-[minmax(0,auto)_minmax(12rem,1fr)]" data-testid="webgis">
      {/* Small screens: the controls, the map, then the list; large ones: controls and list beside the map. */}
      <div className="flex flex-col gap-4 border-gray-200 bg-white p-4 lg:col-start-1 lg:row-start-1 lg:overflow-y-auto lg:border-e">
        <PageTitle suffix={data.organisation.name}>{t('title')}</PageTitle>
        {selected ? (
          <SelectedFeature feature={selected} distance={selectedDistance} fromPosition={position !== null} onClose={() => setSelected(null)} onCentre={() => select(selected, true)} />
        ) : null}
        <form onSubmit={submitFind} role="search" className="flex items-end gap-2" noValidate>
          <div className="flex-1">
            <TextField
              label={t('find.label')}
              value={findText}
              onChange={(event) => {
                setFindText(event.target.value);
                setFindError(null);
              }}
              error={findError}
              autoComplete="off"
              data-testid="gis-find"
            />
          </div>
          <Button type="submit" variant="secondary" className={findError ? 'mb-7' : ''}>
            {t('find.submit')}
          </Button>
        </form>
        {maps.length > 1 ? <MapSelect maps={maps} value={currentMap?.mapId ?? ''} onChoose={chooseMap} /> : null}
        <MapLayerToggles layerStyles={layerStyles} visible={visible} counts={state.counts} onToggle={toggle} />
      </div>
      <div className="relative h-[70vh] min-h-80 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:h-auto">
        <MapCanvas
          ref={mapRef}
          label={t('map.label')}
          roleDescription={t('map.role')}
          initial={initial}
          features={drawn}
          cells={state.cells}
          cellLabel={(cell) =>
            t('map.cell', { count: cell.count, total: formatNumber(cell.count, i18n.language), layers: cell.layers.map((entry) => `${layerName(entry.layer)} ${formatNumber(entry.count, i18n.language)}`).join(', ') })
          }
          language={i18n.language}
          layerStyles={layerStyles}
          selectedId={selected?.objectId ?? null}
          mapServer={server}
          loadImage={loadImage}
          onViewChange={setView}
          onSelect={(feature) => select(feature)}
          onBackgroundState={setBackground}
          backgroundState={background}
        />
        <MapOverlays
          onZoom={(steps) => mapRef.current?.zoomBy(steps)}
          clusteredTotal={clusteredTotal}
          featuresFailed={state.failed}
          backgroundNotice={backgroundNotice}
          background={background}
        />
      </div>
      <div className="flex flex-col gap-4 border-gray-200 bg-white p-4 lg:col-start-1 lg:row-start-2 lg:overflow-y-auto lg:border-e lg:pt-0">
        <DistanceControls radius={radius} onRadius={setRadius} fromPosition={position !== null} onUseCentre={() => setPosition(null)} onUsePosition={usePosition} />
        <FeatureList
          features={listed.slice(0, LIST_LIMIT)}
          total={listed.length}
          tooMany={clusteredTotal > 0 ? clusteredTotal : null}
          selectedId={selected?.objectId ?? null}
          onSelect={(feature) => select(feature, true)}
          onZoomIn={() => mapRef.current?.zoomBy(1)}
          loading={state.loading}
        />
        <div className="flex flex-wrap gap-2 border-t border-gray-200 pt-3">
          <Button variant="secondary" onClick={() => void keepView()} disabled={saving} data-testid="gis-keep-view">
            {t('view.keep')}
          </Button>
          <Link to={gisPaths.myUserSettings} className={`inline-flex min-h-10 items-center text-sm font-medium text-brand-main underline ${focusRing}`}>
            {t('view.mySettings')}
          </Link>
        </div>
      </div>
    </div>
  );
}

export const webGisScreen = defineScreen<WebGisScreenQuery>({ namespaces: ['gis'], Screen: ({ queryRef }) => <WebGisScreen queryRef={queryRef} find={queryRef.variables.find} /> });
