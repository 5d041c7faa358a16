import type { XmlHandler } from './xmlStream.ts';
import { XmlStream } from './xmlStream.ts';
import { unpackEntry, type ZipEntry } from './zipEntries.ts';

/** Streams an XML part of the archive through `handler`, unpacking at most `maxBytes` of it. */
export async function readXmlPart(content: Buffer, entry: ZipEntry, maxBytes: number, handler: XmlHandler): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  const xml = new XmlStream(handler);
  for await (const piece of unpackEntry(content, entry, maxBytes)) xml.write(decoder.decode(piece, { stream: true }));
  xml.write(decoder.decode());
  xml.end();
}
