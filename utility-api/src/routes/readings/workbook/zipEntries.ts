import { setImmediate as nextTurn } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';
import { MAX_ZIP_ENTRIES, WorkbookRefused } from './limits.ts';

/** Where an entry of the archive is and how it is packed, from the central directory. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** What the headers say it unpacks to: a hint for refusing early, never a bound by itself. */
  declaredSize: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Output pieces of the inflater: each is handed on (and parsed) before the next is made. */
const CHUNK_BYTES = 64 * 1024;

function notWorkbook(detail: string): never {
  throw new WorkbookRefused('notWorkbook', detail);
}

function endOfDirectory(content: Buffer): number {
  // The end record is the last 22 bytes unless an archive comment (at most 65,535 bytes) follows it.
  const last = content.length - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at -= 1) {
    if (content.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return notWorkbook('no end of central directory');
}

/** The archive's entries by name, read from its central directory (the whole upload is in memory, at most 4 MB). */
export function zipDirectory(content: Buffer): Map<string, ZipEntry> {
  const end = endOfDirectory(content);
  const count = content.readUInt16LE(end + 10);
  const offset = content.readUInt32LE(end + 16);
  // 0xFFFF and 0xFFFFFFFF mark ZIP64 archives, which a workbook of a few MB never needs.
  if (count === 0xffff || offset === 0xffffffff) notWorkbook('zip64');
  if (count > MAX_ZIP_ENTRIES) throw new WorkbookRefused('tooLarge', `${count} zip entries`);
  const entries = new Map<string, ZipEntry>();
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > content.length || content.readUInt32LE(at) !== DIRECTORY_ENTRY) notWorkbook('bad central directory');
    const nameLength = content.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
    if (next > content.length) notWorkbook('bad central directory');
    // Bit 0 is encryption: a password-protected workbook cannot be read.
    if (content.readUInt16LE(at + 8) & 1) notWorkbook('encrypted entry');
    const name = content.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      name,
      method: content.readUInt16LE(at + 10),
      compressedSize: content.readUInt32LE(at + 20),
      declaredSize: content.readUInt32LE(at + 24),
      localOffset: content.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

function packedBytes(content: Buffer, entry: ZipEntry): Buffer {
  const local = entry.localOffset;
  if (local + 30 > content.length || content.readUInt32LE(local) !== LOCAL_HEADER) notWorkbook(`bad local header of ${entry.name}`);
  const start = local + 30 + content.readUInt16LE(local + 26) + content.readUInt16LE(local + 28);
  if (start + entry.compressedSize > content.length) notWorkbook(`${entry.name} runs past the archive`);
  return content.subarray(start, start + entry.compressedSize);
}

/**
 * The unpacked bytes of an entry, piece by piece, stopping with `tooLarge` as soon as more than
 * `maxBytes` came out, whatever the headers declare. Each piece waits for the reader to take the
 * previous one, so at most a piece or two is held, and pieces come on separate turns of the event loop.
 */
export async function* unpackEntry(content: Buffer, entry: ZipEntry, maxBytes: number): AsyncGenerator<Buffer> {
  if (entry.declaredSize > maxBytes) throw new WorkbookRefused('tooLarge', `${entry.name} declares ${entry.declaredSize} bytes`);
  const packed = packedBytes(content, entry);
  if (entry.method === STORED) {
    if (packed.length > maxBytes) throw new WorkbookRefused('tooLarge', `${entry.name} holds ${packed.length} bytes`);
    for (let at = 0; at < packed.length; at += CHUNK_BYTES) {
      yield packed.subarray(at, at + CHUNK_BYTES);
      await nextTurn();
    }
    return;
  }
  if (entry.method !== DEFLATED) notWorkbook(`${entry.name} packed with method ${entry.method}`);
  const inflater = createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflater.end(packed);
  let total = 0;
  try {
    for await (const piece of inflater as AsyncIterable<Buffer>) {
      total += piece.length;
      if (total > maxBytes) throw new WorkbookRefused('tooLarge', `${entry.name} unpacks past ${maxBytes} bytes`);
      yield piece;
    }
  } catch (error) {
    if (error instanceof WorkbookRefused) throw error;
    notWorkbook(`${entry.name} does not inflate: ${String(error)}`);
  } finally {
    inflater.destroy();
  }
}
