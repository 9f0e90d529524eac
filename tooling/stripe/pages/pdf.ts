/**
 * A small, valid PDF (one A4 page of text in Helvetica), enough for an invoice's `invoice_pdf`:
 * readers open it and tests can check its first bytes and its text.
 */

/** WinAnsi, the standard fonts' encoding: Latin-1, plus the euro sign and typographic quotes. */
function winAnsi(text: string): string {
  const special: Record<string, string> = {
    '€': '\x80',
    '’': '\x92',
    '‘': '\x91',
    '“': '\x93',
    '”': '\x94',
    '–': '\x96',
    '—': '\x97',
    '\u202f': ' ',
    '\u00a0': ' ',
  }
  return [...text].map((char) => special[char] ?? (char.charCodeAt(0) < 256 ? char : '?')).join('')
}

const literal = (text: string) => `(${winAnsi(text).replace(/[\\()]/g, (char) => `\\${char}`)})`

export function textPdf(lines: { text: string; size?: number }[]): Buffer {
  let y = 800
  const content = lines
    .map((line) => {
      const size = line.size ?? 11
      y -= size + 8
      return `BT /F1 ${size} Tf 50 ${y} Td ${literal(line.text)} Tj ET`
    })
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1')
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
