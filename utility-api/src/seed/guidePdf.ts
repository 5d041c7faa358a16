/**
 * A small, valid one-page PDF of the portal guide (001 §2 "general guide downloads"). The standard
 * Helvetica font has no Greek glyphs, so the body is printable ASCII; the document title carries the
 * localized name (PDF text strings may be UTF-16).
 */
export function guidePdf(title: string, lines: readonly string[]): Buffer {
  const escape = (value: string): string => value.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = [
    'BT /F1 20 Tf 72 760 Td 24 TL',
    ...lines.map((line, index) => `${index === 0 ? '' : "/F1 12 Tf 18 TL T* "}(${escape(line)}) Tj`),
    'ET',
  ].join('\n');
  const utf16Title = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(title, 'utf16le').swap16()]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title <${utf16Title.toString('hex')}> /Producer (utility-api) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  body += `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
