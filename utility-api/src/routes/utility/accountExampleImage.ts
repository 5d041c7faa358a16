/**
 * A drawn bill with one of its numbers outlined: the help image beside the account-number field of the
 * registration (000 §2) and beside the invoice-number field of the e-bill screens (001 §5), so that the
 * picture points at the number its text asks for.
 */
export const EXAMPLE_BILL_PARTS = ['account', 'invoice'] as const;
export type ExampleBillPart = (typeof EXAMPLE_BILL_PARTS)[number];

/** Where each number is printed on the drawn bill: its caption and value, and the outline around the value. */
const NUMBERS: Readonly<Record<ExampleBillPart, { caption: string; value: string; x: number; y: number; width: number }>> = {
  account: { caption: 'Account number', value: '10000052', x: 244, y: 88, width: 156 },
  invoice: { caption: 'Invoice number', value: '200005220261101', x: 20, y: 218, width: 236 },
};

function billSvg(highlight: ExampleBillPart): string {
  const numbers = EXAMPLE_BILL_PARTS.map((part) => {
    const { caption, value, x, y, width } = NUMBERS[part];
    const outlined = part === highlight;
    return [
      `<text x="${x + 6}" y="${y - 8}" font-family="sans-serif" font-size="12" fill="#555">${caption}</text>`,
      outlined ? `<rect x="${x}" y="${y}" width="${width}" height="34" rx="4" fill="#FFF4D6" stroke="#F5A623" stroke-width="3"/>` : '',
      `<text x="${x + 12}" y="${y + 23}" font-family="monospace" font-size="${outlined ? 18 : 14}" fill="#0C3C60">${value}</text>`,
    ].join('\n');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="300" viewBox="0 0 420 300">
<rect x="1" y="1" width="418" height="298" rx="8" fill="#fff" stroke="#0C3C60" stroke-width="2"/>
<rect x="1" y="1" width="418" height="48" rx="8" fill="#0C3C60"/>
<text x="20" y="32" font-family="sans-serif" font-size="18" fill="#fff">Demo Water Board</text>
<text x="20" y="80" font-family="sans-serif" font-size="12" fill="#555">Maria Georgiou</text>
<text x="20" y="98" font-family="sans-serif" font-size="12" fill="#555">12 Makariou III Avenue, 1065 Nicosia</text>
<line x1="20" y1="150" x2="400" y2="150" stroke="#ddd"/>
<text x="20" y="180" font-family="sans-serif" font-size="14" fill="#333">Amount due</text>
<text x="320" y="180" font-family="sans-serif" font-size="14" fill="#333">€ 48.20</text>
${numbers.join('\n')}
</svg>`;
}

/** The drawn bill with `highlight` outlined, as a data URL. */
export const exampleBillImage = (highlight: ExampleBillPart): string =>
  `data:image/svg+xml;base64,${Buffer.from(billSvg(highlight)).toString('base64')}`;
