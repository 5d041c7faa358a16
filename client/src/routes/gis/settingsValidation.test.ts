import { describe, expect, it } from 'vitest';
import { isColour, validateGisSettings, validateMap } from './settingsValidation';

const none = { serverType: 'NONE' as const, serverUrl: '', workspace: '', backgroundLayer: '', elementLayerName: '' };

describe('validateGisSettings', () => {
  it('asks nothing without a map server', () => {
    expect(validateGisSettings(none)).toEqual({});
  });

  it('needs an http(s) address for WMS and WFS, and the background layer for WMS', () => {
    expect(validateGisSettings({ ...none, serverType: 'WFS' })).toEqual({ serverUrl: 'required' });
    expect(validateGisSettings({ ...none, serverType: 'WMS', serverUrl: 'ftp://maps.example' })).toEqual({ serverUrl: 'url', backgroundLayer: 'required' });
    expect(validateGisSettings({ ...none, serverType: 'WMS', serverUrl: ' https://maps.example/wms ', backgroundLayer: 'portal:background' })).toEqual({});
  });

  it('takes layer names without spaces', () => {
    expect(validateGisSettings({ ...none, workspace: 'my workspace', elementLayerName: 'elements_v2' })).toEqual({ workspace: 'name' });
    expect(validateGisSettings({ ...none, elementLayerName: 'x'.repeat(101) })).toEqual({ elementLayerName: 'tooLong' });
  });
});

describe('validateMap', () => {
  it('needs a name, a centre in degrees and a whole zoom of 1 to 20', () => {
    expect(validateMap({ name: 'Nicosia', centreLatitude: '35.166', centreLongitude: '33.366', zoom: '14' })).toEqual({});
    expect(validateMap({ name: ' ', centreLatitude: '', centreLongitude: '200', zoom: '1.5' })).toEqual({ name: 'required', centreLatitude: 'required', centreLongitude: 'range', zoom: 'range' });
  });

  it('checks colours as #RRGGBB', () => {
    expect(isColour('#0aF3c9')).toBe(true);
    expect(isColour('red')).toBe(false);
  });
});
