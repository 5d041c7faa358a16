import 'ol/ol.css';
import OlFeature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { createEmpty, extend, isEmpty } from 'ol/extent';
import GeoJSON from 'ol/format/GeoJSON';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { useEffect, useRef, useState } from 'react';
import type { PlotGeometry } from '../../../../../shared/geometry/plotGeometry';
import { CYPRUS_COASTLINE } from '../../../lib/coastline';
import { type LoadMapImage, optionalLayerLoader, useMapImageLoader, wmsLayer } from '../../gis/mapServerImages';

interface PlotMapProps {
  /** The accessible name of the map. */
  label: string;
  plots: readonly PlotGeometry[];
  /** The point to mark, `[longitude, latitude]`. */
  point?: readonly [number, number] | null;
  /** With it, a click or tap places the point there. */
  onPlace?: (point: [number, number]) => void;
  testId: string;
  /** Where the map server's background images come from (`gisMapImage` by default). */
  loadImage?: LoadMapImage;
}

/** Which background shows: the plain one until the map server's first image has drawn, and whenever it fails. */
type Background = 'plain' | 'loading' | 'loaded' | 'failed';

const LAND = new Style({ fill: new Fill({ color: '#f4f1ea' }), stroke: new Stroke({ color: '#b9b2a3', width: 1.5 }) });
const PLOT = new Style({ fill: new Fill({ color: 'rgba(0, 94, 184, 0.18)' }), stroke: new Stroke({ color: '#005eb8', width: 2 }) });
const POINT = new Style({ image: new Circle({ radius: 8, fill: new Fill({ color: '#b91c1c' }), stroke: new Stroke({ color: '#ffffff', width: 2.5 }) }), zIndex: 2 });
const geoJson = new GeoJSON({ dataProjection: 'EPSG:4326', featureProjection: 'EPSG:3857' });

/**
 * Plots and a point over the GIS settings' background where one is configured (002 §5: the map server's images
 * through the gateway), else over the plain background of the web map (the island's coastline), which also stays
 * when the map server fails: the plots' areas fitted in view; with `onPlace`, a click or a tap places the point.
 * Typed coordinates do the same for those who do not use the map.
 */
export function PlotMap({ label, plots, point, onPlace, testId, loadImage }: PlotMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const gisImages = useMapImageLoader();
  const load = useRef(loadImage ?? gisImages);
  load.current = loadImage ?? gisImages;
  const [background, setBackground] = useState<Background>('loading');
  const plotSource = useRef(new VectorSource());
  const pointSource = useRef(new VectorSource());
  const place = useRef(onPlace);
  place.current = onPlace;

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const coastline = new VectorSource({ features: [new OlFeature(new Polygon([CYPRUS_COASTLINE.map(([lon, lat]) => fromLonLat([lon, lat]))]))] });
    const instance = new OlMap({
      target: element,
      controls: [],
      interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
      layers: [
        new VectorLayer({ source: coastline, style: LAND, zIndex: 0 }),
        new VectorLayer({ source: plotSource.current, style: PLOT, zIndex: 2 }),
        new VectorLayer({ source: pointSource.current, style: POINT, zIndex: 3 }),
      ],
      view: new View({ center: fromLonLat([33.35, 35.05]), zoom: 8, maxZoom: 20 }),
    });
    instance.on('click', (event) => {
      const [longitude, latitude] = toLonLat(event.coordinate);
      place.current?.([longitude!, latitude!]);
    });
    // The background layer alone, never the element layer. No background configured (no URL) or none for this
    // viewer (a refusal): the layer goes, and the plain background stays without asking again.
    let configured = true;
    const loader = optionalLayerLoader(
      (...args) => load.current(...args),
      () => {
        configured = false;
        instance.removeLayer(images);
        setBackground('plain');
      },
    );
    const images = wmsLayer('BACKGROUND', loader, (state) => configured && setBackground(state), 1);
    instance.addLayer(images);
    map.current = instance;
    return () => {
      instance.setTarget(undefined);
      map.current = null;
    };
  }, []);

  const plotsKey = JSON.stringify(plots);
  useEffect(() => {
    const source = plotSource.current;
    source.clear();
    for (const plot of plots) {
      const geometry = geoJson.readGeometry(plot);
      if (geometry) source.addFeature(new OlFeature(geometry));
    }
    const extent = createEmpty();
    for (const feature of source.getFeatures()) extend(extent, feature.getGeometry()!.getExtent());
    if (!isEmpty(extent)) map.current?.getView().fit(extent, { padding: [24, 24, 24, 24], maxZoom: 19 });
    // plotsKey stands for the plots' content: a new array of the same plots keeps the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plotsKey]);

  const [longitude, latitude] = point ?? [null, null];
  useEffect(() => {
    const source = pointSource.current;
    source.clear();
    if (longitude !== null && latitude !== null) source.addFeature(new OlFeature(new Point(fromLonLat([longitude, latitude]))));
  }, [longitude, latitude]);

  return (
    <div
      ref={target}
      role="img"
      aria-label={label}
      className={`h-64 w-full touch-manipulation overflow-hidden rounded-md border border-gray-300 bg-sky-100 sm:h-80 ${onPlace ? 'cursor-crosshair' : ''}`}
      data-testid={testId}
      data-background={background}
    />
  );
}
