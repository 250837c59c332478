/**
 * The otpauth:// setup URI as a QR image (issue 29 item 2). qrcode computes the symbol
 * (qrcode.create); the cells are drawn here as one SVG path, given to an <img> as a data: URI:
 * no markup of the library's reaches the page and nothing runs (the CSP forbids inline
 * scripts; img-src allows data:). qrcode is imported when a setup starts, not on first load.
 */
import type { BitMatrix } from 'qrcode';

/** Quiet zone around the symbol, in cells (ISO/IEC 18004 asks for 4). */
export const QR_MARGIN = 4;

/** An SVG of the matrix: one 1×1 square per dark cell, black on a white square with its quiet zone. */
export function qrSvg(modules: Pick<BitMatrix, 'size' | 'data'>, margin = QR_MARGIN): string {
  const { size, data } = modules;
  const side = size + 2 * margin;
  let path = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (data[row * size + col]) path += `M${col + margin} ${row + margin}h1v1h-1z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

/** The QR image of a setup URI, as a data: URI for an <img>. */
export async function otpauthQrImage(uri: string): Promise<string> {
  const { create } = await import('qrcode');
  // Level M: the usual for a screen (15 % of the cells may be misread).
  const { modules } = create(uri, { errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(modules))}`;
}
