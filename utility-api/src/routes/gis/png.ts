import { crc32, deflateSync } from 'node:zlib';

/** An RGBA raster to draw into and encode as PNG (the reference WMS's images). */
export interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function createRaster(width: number, height: number, rgba: readonly [number, number, number, number] = [0, 0, 0, 0]): Raster {
  const pixels = new Uint8Array(width * height * 4);
  for (let index = 0; index < pixels.length; index += 4) pixels.set(rgba, index);
  return { width, height, pixels };
}

/** Fills a rectangle, clipped to the raster. */
export function fillRect(raster: Raster, x: number, y: number, width: number, height: number, rgba: readonly [number, number, number, number]): void {
  const x0 = Math.max(0, Math.floor(x));
  const y0 = Math.max(0, Math.floor(y));
  const x1 = Math.min(raster.width, Math.floor(x + width));
  const y1 = Math.min(raster.height, Math.floor(y + height));
  for (let row = y0; row < y1; row++) {
    for (let column = x0; column < x1; column++) raster.pixels.set(rgba, (row * raster.width + column) * 4);
  }
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The raster as a PNG file (8-bit RGBA, no filtering). */
export function encodePng(raster: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(raster.width, 0);
  header.writeUInt32BE(raster.height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const stride = raster.width * 4;
  const scanlines = Buffer.alloc((stride + 1) * raster.height);
  for (let row = 0; row < raster.height; row++) {
    scanlines.set(raster.pixels.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
