import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Workbooks made byte by byte for the upload tests: a plain zip writer that can lie about an entry's
 * size, and deflate streams of a block repeated many times that stay small however far they expand
 * (zip bombs), so no binary fixture is committed.
 */

/** A deflated entry made elsewhere: its compressed bytes, real uncompressed size and CRC-32. */
export interface Deflated {
  deflated: Buffer;
  size: number;
  crc: number;
}

export interface ZipEntry {
  name: string;
  content: Buffer | Deflated;
  /** The uncompressed size written in the headers instead of the real one. */
  declaredSize?: number;
}

/**
 * `block` repeated `times` times as one raw deflate stream of about `times` × (block compressed once):
 * each copy ends with a full flush, which byte-aligns it and resets the dictionary, so every copy
 * compresses to the same bytes and the stream is built without ever holding the expanded content.
 */
function repeatedDeflate(block: Buffer, times: number, prefix = '', suffix = ''): Deflated {
  const flushed = (part: Buffer) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const head = Buffer.from(prefix);
  const tail = Buffer.from(suffix);
  const copy = flushed(block);
  let crc = crc32(head);
  for (let index = 0; index < times; index += 1) crc = crc32(block, crc);
  crc = crc32(tail, crc);
  const deflated = Buffer.concat([flushed(head), ...Array.from({ length: times }, () => copy), deflateRawSync(tail)]);
  return { deflated, size: head.length + block.length * times + tail.length, crc };
}

function deflatedOf(content: Buffer | Deflated): Deflated {
  return Buffer.isBuffer(content) ? { deflated: deflateRawSync(content), size: content.length, crc: crc32(content) } : content;
}

type Field = readonly [offset: number, value: number, width: 2 | 4];

/** A header of `length` bytes with little-endian fields at their offsets. */
function header(length: number, fields: readonly Field[]): Buffer {
  const bytes = Buffer.alloc(length);
  for (const [at, value, width] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, at);
    else bytes.writeUInt32LE(value >>> 0, at);
  }
  return bytes;
}

/** A zip archive (deflate, no data descriptors) of the entries in order. */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { deflated, size, crc } = deflatedOf(entry.content);
    const name = Buffer.from(entry.name);
    // Method, CRC, sizes and name length: the same run in both headers, 2 bytes later in the central one.
    const shared = (at: number): Field[] => [
      [at, 8, 2], [at + 6, crc, 4], [at + 10, deflated.length, 4], [at + 14, entry.declaredSize ?? size, 4], [at + 18, name.length, 2],
    ];
    const local = header(30, [[0, 0x04034b50, 4], [4, 20, 2], ...shared(8)]);
    const central = header(46, [[0, 0x02014b50, 4], [4, 20, 2], [6, 20, 2], ...shared(10), [42, offset, 4]]);
    locals.push(local, name, deflated);
    centrals.push(central, name);
    offset += local.length + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = header(22, [[0, 0x06054b50, 4], [8, entries.length, 2], [10, entries.length, 2], [12, directory.length, 4], [16, offset, 4]]);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A one-sheet workbook with the given sheet and shared strings parts (both XML documents). */
export function craftedWorkbook(parts: {
  sheet: Buffer | Deflated;
  sharedStrings?: Buffer | Deflated;
  sheetDeclaredSize?: number;
  sharedStringsDeclaredSize?: number;
}): Buffer {
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
  const types =
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
    '</Types>';
  const entries: ZipEntry[] = [
    { name: '[Content_Types].xml', content: xml(types) },
    {
      name: '_rels/.rels',
      content: xml(`<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    },
    {
      name: 'xl/workbook.xml',
      content: xml(`<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: xml(
        `<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', content: parts.sheet, declaredSize: parts.sheetDeclaredSize },
  ];
  if (parts.sharedStrings) entries.push({ name: 'xl/sharedStrings.xml', content: parts.sharedStrings, declaredSize: parts.sharedStringsDeclaredSize });
  return zipArchive(entries);
}

const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * A sheet whose one cell is shared string 0, with `count` shared strings: small once zipped, huge once
 * read. `declaredSize` makes the zip headers claim that few unpacked bytes instead.
 */
export function sharedStringsBomb(count: number, declaredSize?: number): Buffer {
  const sheet = Buffer.from(`${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_TAIL}`);
  const item = '<si><t>half-hour</t></si>';
  const perBlock = 4096;
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<sst xmlns="${MAIN}">${item.repeat(count % perBlock)}`;
  const strings = repeatedDeflate(Buffer.from(item.repeat(perBlock)), Math.floor(count / perBlock), head, '</sst>');
  return craftedWorkbook({ sheet, sharedStrings: strings, sharedStringsDeclaredSize: declaredSize });
}

/**
 * A header and `count` data rows of the template's four columns (inline text and numbers): one
 * meter's half-hours in order from 1 January 2024, a leap year, so 17,568 rows fill it exactly.
 */
export function manyRowsSheet(count: number, meterRef = 'M0000001'): Buffer {
  const text = (reference: string, value: string) => `<c r="${reference}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const rows = [`<row r="1">${text('A1', 'Meter reference')}${text('B1', 'Date')}${text('C1', 'Period')}${text('D1', 'Consumption')}</row>`];
  for (let index = 0; index < count; index += 1) {
    const row = index + 2;
    const day = new Date(Date.UTC(2024, 0, 1 + Math.floor(index / 48)));
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    rows.push(`<row r="${row}">${text(`A${row}`, meterRef)}${text(`B${row}`, date)}<c r="C${row}"><v>${(index % 48) + 1}</v></c><c r="D${row}"><v>0.25</v></c></row>`);
  }
  return craftedWorkbook({ sheet: Buffer.from(`${SHEET_HEAD}${rows.join('')}${SHEET_TAIL}`) });
}

/**
 * A sheet that unpacks to `bytes` of one cell's inline text (no rows or strings to count), its zip
 * headers declaring only `declaredSize` bytes: only the bytes that come out of the inflater tell.
 */
export function hugeEntrySheet(bytes: number, declaredSize = 1024): Buffer {
  const block = Buffer.alloc(64 * 1024, 'x');
  const head = `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`;
  const tail = `</t></is></c></row>${SHEET_TAIL}`;
  return craftedWorkbook({ sheet: repeatedDeflate(block, Math.ceil(bytes / block.length), head, tail), sheetDeclaredSize: declaredSize });
}
