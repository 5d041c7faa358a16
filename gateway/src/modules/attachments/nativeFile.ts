/**
 * Yoga hands uploads over as @whatwg-node ponyfill Files, which Node's own FormData (used by the
 * upstream client's `upload`) refuses; the bytes are already in memory (at most 4 MB), so copy them.
 */
export async function nativeFile(file: File): Promise<File> {
  return new File([await file.arrayBuffer()], file.name, { type: file.type });
}
