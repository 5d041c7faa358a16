/** Interpolated Latin text (addresses, names, numbers) keeps its order inside right-to-left sentences: Unicode isolates. */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
