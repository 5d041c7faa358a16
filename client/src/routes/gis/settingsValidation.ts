/** Client-side checks of the GIS administration forms (the utility checks the same and has the last word). */

export type ServerTypeValue = 'NONE' | 'WMS' | 'WFS';

export interface GisSettingsValues {
  serverType: ServerTypeValue;
  serverUrl: string;
  workspace: string;
  backgroundLayer: string;
  elementLayerName: string;
}

/** Problems by field, as keys of the `gis` namespace's `errors`. */
export type FormProblems = Partial<Record<string, 'required' | 'url' | 'name' | 'tooLong' | 'colour' | 'range'>>;

const MAX_NAME = 100;
const MAX_URL = 500;
const LAYER_NAME = /^[\p{L}\p{N}_.-]+(?::[\p{L}\p{N}_.-]+)?$/u;
const COLOUR = /^#[0-9A-Fa-f]{6}$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function checkName(problems: FormProblems, field: string, value: string, required: boolean): void {
  const trimmed = value.trim();
  if (trimmed === '') {
    if (required) problems[field] = 'required';
  } else if (trimmed.length > MAX_NAME) problems[field] = 'tooLong';
  else if (!LAYER_NAME.test(trimmed)) problems[field] = 'name';
}

/** A map server needs an http(s) address; WMS draws its background layer, so it needs that name too. */
export function validateGisSettings(values: GisSettingsValues): FormProblems {
  const problems: FormProblems = {};
  const url = values.serverUrl.trim();
  if (url === '') {
    if (values.serverType !== 'NONE') problems['serverUrl'] = 'required';
  } else if (url.length > MAX_URL) problems['serverUrl'] = 'tooLong';
  else if (!isHttpUrl(url)) problems['serverUrl'] = 'url';
  checkName(problems, 'workspace', values.workspace, false);
  checkName(problems, 'backgroundLayer', values.backgroundLayer, values.serverType === 'WMS');
  checkName(problems, 'elementLayerName', values.elementLayerName, false);
  return problems;
}

export interface MapValues {
  name: string;
  centreLatitude: string;
  centreLongitude: string;
  zoom: string;
}

const inRange = (value: string, min: number, max: number, integer = false) => {
  if (value.trim() === '') return false;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max && (!integer || Number.isInteger(number));
};

/** A named map: a name, a centre in degrees and a zoom level of 1 to 20. */
export function validateMap(values: MapValues): FormProblems {
  const problems: FormProblems = {};
  const name = values.name.trim();
  if (name === '') problems['name'] = 'required';
  else if (name.length > MAX_NAME) problems['name'] = 'tooLong';
  if (!inRange(values.centreLatitude, -90, 90)) problems['centreLatitude'] = values.centreLatitude.trim() === '' ? 'required' : 'range';
  if (!inRange(values.centreLongitude, -180, 180)) problems['centreLongitude'] = values.centreLongitude.trim() === '' ? 'required' : 'range';
  if (!inRange(values.zoom, 1, 20, true)) problems['zoom'] = values.zoom.trim() === '' ? 'required' : 'range';
  return problems;
}

export const isColour = (value: string) => COLOUR.test(value);
