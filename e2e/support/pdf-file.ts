// A small real PDF made in code (no fixture files): one page per title, each with a heading and a line of text in
// Helvetica on a coloured band, with a correct cross-reference table, as presentation software exports slides.

export function slidesPdf(pages: readonly { title: string; line: string }[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects: string[] = [];
  const font = 3 + pages.length * 2;
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${3 + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  for (const [i, page] of pages.entries()) {
    const stream =
      `0.95 0.93 1 rg 0 0 960 540 re f 0.3 0.2 0.6 rg 40 40 880 12 re f ` +
      `BT /F1 54 Tf 0.1 0.1 0.3 rg 80 380 Td (${pdfText(page.title)}) Tj ET ` +
      `BT /F1 30 Tf 80 300 Td (${pdfText(page.line)}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 960 540] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${4 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`);
  }
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
