/** A drawn bill with its account number outlined: the help image beside the account-name field (000 §2). */
const BILL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="300" viewBox="0 0 420 300">
<rect x="1" y="1" width="418" height="298" rx="8" fill="#fff" stroke="#0C3C60" stroke-width="2"/>
<rect x="1" y="1" width="418" height="48" rx="8" fill="#0C3C60"/>
<text x="20" y="32" font-family="sans-serif" font-size="18" fill="#fff">Demo Water Board</text>
<text x="250" y="80" font-family="sans-serif" font-size="12" fill="#555">Account number</text>
<rect x="244" y="88" width="156" height="34" rx="4" fill="#FFF4D6" stroke="#F5A623" stroke-width="3"/>
<text x="256" y="111" font-family="monospace" font-size="18" fill="#0C3C60">10000052</text>
<text x="20" y="80" font-family="sans-serif" font-size="12" fill="#555">Maria Georgiou</text>
<text x="20" y="98" font-family="sans-serif" font-size="12" fill="#555">12 Makariou III Avenue, 1065 Nicosia</text>
<line x1="20" y1="150" x2="400" y2="150" stroke="#ddd"/>
<text x="20" y="180" font-family="sans-serif" font-size="14" fill="#333">Amount due</text>
<text x="320" y="180" font-family="sans-serif" font-size="14" fill="#333">€ 48.20</text>
</svg>`;

export const ACCOUNT_EXAMPLE_IMAGE = `data:image/svg+xml;base64,${Buffer.from(BILL_SVG).toString('base64')}`;
