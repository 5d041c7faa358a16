import type OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import { fromLonLat } from 'ol/proj';
import type { LonLatBbox } from './geo';
import { type MapGrid, bubbleCount, bubbleSize, cellAnchor, ringGradient } from './mapCells';
import type { MapCellData } from './mapTypes';

export interface CellBubbles {
  cells: readonly MapCellData[];
  /** The area and grid the cells were counted over. */
  bbox: LonLatBbox;
  grid: MapGrid;
  colours: ReadonlyMap<string, string>;
  language: string;
  /** The bubble's accessible name: its count and each layer's share. */
  label(cell: MapCellData): string;
  onChoose(cell: MapCellData): void;
}

/**
 * One bubble per cell over the map, as HTML rather than canvas: its count is text on a solid dark disc
 * (white on gray-800, 14.7:1 whatever the layers' colours), which tools and tests can read and measure;
 * the ring around it shows each layer's share in the layer's colour. Answers the function removing them.
 */
export function showCellBubbles(map: OlMap, bubbles: CellBubbles): () => void {
  const overlays = bubbles.cells.map((cell) => {
    const size = bubbleSize(cell.count);
    const element = document.createElement('button');
    element.type = 'button';
    // Off the tab order: the zoom buttons and the list are the keyboard's way; a bubble is a pointer's shortcut.
    element.tabIndex = -1;
    element.dataset['testid'] = 'gis-cell';
    element.dataset['count'] = String(cell.count);
    element.setAttribute('aria-label', bubbles.label(cell));
    element.title = bubbles.label(cell);
    element.className = 'flex cursor-pointer items-center justify-center rounded-full p-1 shadow-md ring-2 ring-white';
    element.style.minWidth = `${size}px`;
    element.style.height = `${size}px`;
    element.style.background = ringGradient(cell.layers, bubbles.colours);
    const count = document.createElement('span');
    count.className = 'flex h-full min-w-full items-center justify-center rounded-full bg-gray-800 px-1.5 text-[11px] leading-none font-semibold text-white';
    count.dataset['testid'] = 'gis-cell-count';
    count.textContent = bubbleCount(cell.count, bubbles.language);
    element.append(count);
    element.addEventListener('click', () => bubbles.onChoose(cell));
    return new Overlay({ element, position: fromLonLat(cellAnchor(cell, bubbles.bbox, bubbles.grid)), positioning: 'center-center', stopEvent: false });
  });
  for (const overlay of overlays) map.addOverlay(overlay);
  return () => {
    for (const overlay of overlays) map.removeOverlay(overlay);
  };
}
