import { describe, expect, test, vi } from 'vitest';
import { optionalLayerLoader, type LoadMapImage } from './mapServerImages';

const ARGS: [number[], number, number] = [[3600000, 4100000, 3800000, 4200000], 32, 16];

describe('optionalLayerLoader', () => {
  test('passes the image URL of a configured layer on, and never says there is none', async () => {
    const onNone = vi.fn();
    const load = optionalLayerLoader(async () => '/files/map-image/BACKGROUND?v=1', onNone);
    expect(await load('BACKGROUND', ...ARGS)).toBe('/files/map-image/BACKGROUND?v=1');
    expect(onNone).not.toHaveBeenCalled();
  });

  test.each([
    ['no layer configured', async () => null],
    ['a viewer the gateway refuses', async () => Promise.reject(new Error('FORBIDDEN'))],
  ] as Array<[string, LoadMapImage]>)('says once that there is no image for %s, answering null', async (_, answer) => {
    const onNone = vi.fn();
    const load = optionalLayerLoader(answer, onNone);
    expect(await load('BACKGROUND', ...ARGS)).toBeNull();
    expect(await load('BACKGROUND', ...ARGS)).toBeNull();
    expect(onNone).toHaveBeenCalledTimes(1);
  });
});
