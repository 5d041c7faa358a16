/** Options hold plain text, so Unicode isolates keep a Latin address in order inside right-to-left text. */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
