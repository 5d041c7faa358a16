import 'ol/ol.css';
import OlFeature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import type { Extent } from 'ol/extent';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { type LoadMapImage, wmsLayer } from '../../features/gis/mapServerImages';
import { CYPRUS_COASTLINE } from '../../lib/coastline';
import { type LonLatBbox, normaliseBbox } from './geo';
import { showCellBubbles } from './cellBubbles';
import type { MapGrid } from './mapCells';
import type { BackgroundState, MapCellData, MapFeatureData, MapLayerName } from './mapTypes';

/** What the screen can do with the map (its buttons and the feature list drive it). */
export interface MapHandle {
  zoomBy(delta: number): void;
  centreOn(longitude: number, latitude: number, zoom?: number): void;
  fit(bbox: LonLatBbox): void;
  /** The current view as [minLon, minLat, maxLon, maxLat]. */
  extent(): LonLatBbox | null;
}

/** What the map shows now, reported after every move. */
export interface MapViewState {
  bbox: LonLatBbox;
  centre: [number, number];
  zoom: number;
  /** The map's width and height in CSS pixels. */
  size: [number, number];
}

export interface MapCanvasProps {
  ref?: Ref<MapHandle>;
  label: string;
  /** The localized name of the widget ('map'). */
  roleDescription: string;
  /** Reflected on the element for tests and styles. */
  backgroundState: BackgroundState;
  initial: { centre: [number, number]; zoom: number } | { bbox: LonLatBbox };
  features: readonly MapFeatureData[];
  /** Cells of objects too many to list, with the area and grid they were counted over. */
  cells: { cells: readonly MapCellData[]; bbox: LonLatBbox; grid: MapGrid } | null;
  /** A cell bubble's accessible name. */
  cellLabel(cell: MapCellData): string;
  language: string;
  /** Layer drawing order (first drawn first) with each layer's colour. */
  layerStyles: ReadonlyArray<{ layer: MapLayerName; colour: string }>;
  selectedId: string | null;
  /** Layers the map server draws as images, or null for the plain background. */
  mapServer: { background: boolean; elements: boolean } | null;
  loadImage: LoadMapImage;
  onViewChange(view: MapViewState): void;
  onSelect(feature: MapFeatureData): void;
  onBackgroundState(state: BackgroundState): void;
}

const LAYER_OF_KIND: Readonly<Record<MapFeatureData['kind'], MapLayerName>> = {
  PROPERTY: 'PROPERTIES',
  CONNECTION: 'CONNECTIONS',
  METER: 'METERS',
  ELEMENT: 'ELEMENTS',
};
/** Symbol sizes: properties largest, so the meter and connection at the same point stay visible on top. */
const RADIUS: Readonly<Record<MapLayerName, number>> = { PROPERTIES: 9, CONNECTIONS: 6, METERS: 4, ELEMENTS: 6 };
const LAND = new Style({ fill: new Fill({ color: '#f4f1ea' }), stroke: new Stroke({ color: '#b9b2a3', width: 1.5 }) });

function featureStyle(colour: string, radius: number, selected: boolean): Style {
  return new Style({
    image: new Circle({
      radius: selected ? radius + 5 : radius,
      fill: new Fill({ color: colour }),
      stroke: new Stroke({ color: selected ? '#111827' : '#ffffff', width: selected ? 3 : 1.5 }),
    }),
    zIndex: selected ? 10 : 0,
  });
}

/**
 * The OpenLayers map (Canvas 2D): a plain background (a neutral sea with the island's coastline from bundled
 * coordinates) or the configured map server's images, the vector features or the bubbles of cells too full to
 * list (cellBubbles.ts), the selection. It has no drag-only interaction: buttons zoom, arrow keys pan and +/−
 * zoom while it has focus, and every feature is also in the screen's list.
 */
export function MapCanvas(props: MapCanvasProps) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const featureSource = useRef(new VectorSource());
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const coastline = new VectorSource({ features: [new OlFeature(new Polygon([CYPRUS_COASTLINE.map(([lon, lat]) => fromLonLat([lon, lat]))]))] });
    const view = new View({ minZoom: 3, maxZoom: 20 });
    const instance = new OlMap({
      target: element,
      controls: [],
      interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
      layers: [
        new VectorLayer({ source: coastline, style: LAND, zIndex: 0 }),
        new VectorLayer({ source: featureSource.current, zIndex: 20, updateWhileInteracting: false }),
      ],
      view,
    });
    const initial = latest.current.initial;
    if ('bbox' in initial) view.fit(transformExtent(initial.bbox, 'EPSG:4326', 'EPSG:3857'), { size: instance.getSize() ?? [800, 600] });
    else {
      view.setCenter(fromLonLat(initial.centre));
      view.setZoom(initial.zoom);
    }
    const report = () => {
      const size = instance.getSize();
      if (!size) return;
      const extent = view.calculateExtent(size);
      const centre = toLonLat(view.getCenter() ?? [0, 0]) as [number, number];
      latest.current.onViewChange({ bbox: normaliseBbox(transformExtent(extent, 'EPSG:3857', 'EPSG:4326')), centre, zoom: view.getZoom() ?? 0, size: [size[0] ?? 0, size[1] ?? 0] });
      element.dataset['centre'] = `${centre[0].toFixed(6)},${centre[1].toFixed(6)}`;
      element.dataset['zoom'] = String(Math.round((view.getZoom() ?? 0) * 100) / 100);
    };
    // OpenLayers reports a move only from its second frame on; the first view is reported once it is drawn.
    instance.once('postrender', report);
    instance.on('moveend', report);
    instance.on('singleclick', (event) => {
      const hit = instance.forEachFeatureAtPixel(event.pixel, (feature) => feature, { hitTolerance: 4 });
      const data = hit?.get('data') as MapFeatureData | undefined;
      if (data) latest.current.onSelect(data);
    });
    instance.on('pointermove', (event) => {
      element.style.cursor = instance.hasFeatureAtPixel(event.pixel, { hitTolerance: 4 }) ? 'pointer' : '';
    });
    map.current = instance;
    // The map follows its box: the screen's layout changes with the window and the side panel.
    const resize = new ResizeObserver(() => instance.updateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.setTarget(undefined);
      map.current = null;
    };
  }, []);

  // The map server's layers, when configured; their load results tell the screen which background shows.
  const background = props.mapServer?.background ?? false;
  const elements = props.mapServer?.elements ?? false;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const report = (state: BackgroundState) => latest.current.onBackgroundState(state);
    const added = [
      background ? wmsLayer('BACKGROUND', (...args) => latest.current.loadImage(...args), report, 1) : null,
      elements ? wmsLayer('ELEMENTS', (...args) => latest.current.loadImage(...args), () => undefined, 2) : null,
    ].filter((layer) => layer !== null);
    report(background ? 'loading' : 'plain');
    for (const layer of added) instance.addLayer(layer);
    return () => {
      for (const layer of added) instance.removeLayer(layer);
    };
  }, [background, elements]);

  // The features, styled by their layer's colour and stacked in the layers' order.
  const { features, cells, layerStyles, selectedId, language } = props;
  useEffect(() => {
    const colours = new Map(layerStyles.map((style, index) => [style.layer, { colour: style.colour, order: index }]));
    const source = featureSource.current;
    source.clear(true);
    const drawn: OlFeature[] = [];
    for (const feature of features) {
      const layer = LAYER_OF_KIND[feature.kind];
      const style = colours.get(layer);
      if (!style) continue;
      const selected = feature.objectId === selectedId;
      const olFeature = new OlFeature(new Point(fromLonLat([feature.longitude, feature.latitude])));
      olFeature.set('data', feature);
      const symbol = featureStyle(style.colour, RADIUS[layer], selected);
      symbol.setZIndex(selected ? 100 : style.order);
      olFeature.setStyle(symbol);
      drawn.push(olFeature);
    }
    source.addFeatures(drawn);
  }, [features, layerStyles, selectedId]);

  // The cells: one bubble each, a click zooms in on it.
  useEffect(() => {
    const instance = map.current;
    if (!instance || !cells || cells.cells.length === 0) return;
    return showCellBubbles(instance, {
      ...cells,
      colours: new Map(layerStyles.map((style) => [style.layer, style.colour])),
      language,
      label: (cell) => latest.current.cellLabel(cell),
      onChoose: (cell) => {
        const view = instance.getView();
        view.animate({ center: fromLonLat([cell.longitude, cell.latitude]), zoom: (view.getZoom() ?? 10) + 2, duration: 250 });
      },
    });
  }, [cells, layerStyles, language]);

  useImperativeHandle(props.ref, () => ({
    zoomBy(delta) {
      const view = map.current?.getView();
      if (view) view.animate({ zoom: (view.getZoom() ?? 10) + delta, duration: 200 });
    },
    centreOn(longitude, latitude, zoom) {
      const view = map.current?.getView();
      if (view) view.animate({ center: fromLonLat([longitude, latitude]), ...(zoom === undefined ? {} : { zoom }), duration: 250 });
    },
    fit(bbox) {
      const instance = map.current;
      if (instance) instance.getView().fit(transformExtent(bbox, 'EPSG:4326', 'EPSG:3857') as Extent, { size: instance.getSize() ?? [800, 600], duration: 250 });
    },
    extent() {
      const instance = map.current;
      const size = instance?.getSize();
      if (!instance || !size) return null;
      return normaliseBbox(transformExtent(instance.getView().calculateExtent(size), 'EPSG:3857', 'EPSG:4326'));
    },
  }));

  // Left to right whatever the page's direction: OpenLayers places the bubbles from the map's left edge.
  return (
    <div
      ref={target}
      dir="ltr"
      tabIndex={0}
      role="application"
      aria-label={props.label}
      aria-roledescription={props.roleDescription}
      data-background={props.backgroundState}
      data-testid="gis-map"
      data-selected={selectedId ?? ''}
      className="absolute inset-0 bg-[#dbe7ef] outline-none focus-visible:ring-4 focus-visible:ring-brand-main focus-visible:ring-inset"
    />
  );
}
