import { GIS_LAYERS, SERVER_TYPES, type GisLayer, type ServerType } from '../../store/gis.ts';
import type { GisTextKey } from './texts.ts';

/** A refused field: its request name and the text's key (with its values). */
export interface FieldProblem {
  field: string;
  key: GisTextKey;
  values?: Record<string, number>;
}

const MAX_NAME = 100;
const MAX_URL = 500;
/** WMS/WFS layer and workspace names: GeoServer-style qualified names without spaces. */
const LAYER_NAME = /^[\p{L}\p{N}_.-]+(?::[\p{L}\p{N}_.-]+)?$/u;
const COLOUR = /^#[0-9A-Fa-f]{6}$/;

export interface SettingsBody {
  ServerUrl?: string | null;
  ServerType: ServerType;
  Workspace?: string | null;
  BackgroundLayer?: string | null;
  ElementLayerName?: string | null;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function checkName(field: string, value: string | null, required: boolean, problems: FieldProblem[]): void {
  if (value === null) {
    if (required) problems.push({ field, key: 'required' });
    return;
  }
  if (value.length > MAX_NAME) problems.push({ field, key: 'tooLong', values: { max: MAX_NAME } });
  else if (!LAYER_NAME.test(value)) problems.push({ field, key: 'invalidName' });
}

/** True for an absolute http(s) URL. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * GIS settings as stored, or the problems: a map server (WMS or WFS) needs an http(s) URL; WMS needs the
 * background layer; names are layer names (no spaces); with no server every other field is optional.
 */
export function validateSettings(body: SettingsBody) {
  const problems: FieldProblem[] = [];
  const serverType = (SERVER_TYPES as readonly string[]).includes(body.ServerType) ? body.ServerType : 'none';
  const serverUrl = blankToNull(body.ServerUrl);
  const workspace = blankToNull(body.Workspace);
  const backgroundLayer = blankToNull(body.BackgroundLayer);
  const elementLayerName = blankToNull(body.ElementLayerName);
  if (serverUrl === null) {
    if (serverType !== 'none') problems.push({ field: 'ServerUrl', key: 'required' });
  } else if (serverUrl.length > MAX_URL) problems.push({ field: 'ServerUrl', key: 'tooLong', values: { max: MAX_URL } });
  else if (!isHttpUrl(serverUrl)) problems.push({ field: 'ServerUrl', key: 'invalidUrl' });
  checkName('Workspace', workspace, false, problems);
  checkName('BackgroundLayer', backgroundLayer, serverType === 'WMS', problems);
  checkName('ElementLayerName', elementLayerName, false, problems);
  return { problems, settings: { serverUrl, serverType, workspace, backgroundLayer, elementLayerName } };
}

export interface MapLayerBody {
  Layer: GisLayer;
  Visible: boolean;
  Colour: string;
}

/** Map settings: every layer exactly once, colours as #RRGGBB. */
export function validateMapLayers(layers: readonly MapLayerBody[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const named = new Set(layers.map((layer) => layer.Layer));
  if (layers.length !== GIS_LAYERS.length || named.size !== GIS_LAYERS.length || GIS_LAYERS.some((layer) => !named.has(layer))) {
    problems.push({ field: 'Layers', key: 'layersIncomplete' });
  }
  layers.forEach((layer, index) => {
    if (!COLOUR.test(layer.Colour)) problems.push({ field: `Layers.${index}.Colour`, key: 'invalidColour' });
  });
  return problems;
}

/** A map's name: required, at most 100 characters. */
export function validateMapName(name: string): { name: string; problem?: FieldProblem } {
  const trimmed = name.trim();
  if (trimmed === '') return { name: trimmed, problem: { field: 'Name', key: 'required' } };
  if (trimmed.length > MAX_NAME) return { name: trimmed, problem: { field: 'Name', key: 'tooLong', values: { max: MAX_NAME } } };
  return { name: trimmed };
}
