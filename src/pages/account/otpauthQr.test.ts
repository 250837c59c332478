// @vitest-environment node
/** The setup QR image draws exactly the symbol qrcode computes for the otpauth:// URI, and nothing that runs. */
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { otpauthQrImage, QR_MARGIN } from './otpauthQr';

const URI = 'otpauth://totp/Shop%20admin:demo%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Shop%20admin';

/** The dark cells the image draws, read back from its SVG path ("row,col"). */
function drawnCells(dataUri: string): { cells: Set<string>; side: number; svg: string } {
  const prefix = 'data:image/svg+xml;charset=utf-8,';
  expect(dataUri.startsWith(prefix)).toBe(true);
  const svg = decodeURIComponent(dataUri.slice(prefix.length));
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path fill="#000" d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const cells = new Set(
    [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${Number(y) - QR_MARGIN},${Number(x) - QR_MARGIN}`),
  );
  return { cells, side, svg };
}

const expected = (uri: string) => {
  const { modules } = create(uri, { errorCorrectionLevel: 'M' });
  const cells = new Set<string>();
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) cells.add(`${row},${col}`);
  return { cells, size: modules.size };
};

describe('the two-step setup QR image', () => {
  it('draws the symbol of the otpauth:// URI, cell for cell, with its quiet zone', async () => {
    const { cells, side } = drawnCells(await otpauthQrImage(URI));
    const want = expected(URI);
    expect(side).toBe(want.size + 2 * QR_MARGIN);
    expect(cells.size).toBeGreaterThan(100);
    expect([...cells].sort()).toEqual([...want.cells].sort());
  });

  it('differs for another secret (the image follows the URI)', async () => {
    const other = URI.replace('JBSWY3DPEHPK3PXP', 'KRUGS4ZANFZSAYJA');
    const { cells } = drawnCells(await otpauthQrImage(other));
    expect([...cells].sort()).toEqual([...expected(other).cells].sort());
    expect([...cells].sort()).not.toEqual([...expected(URI).cells].sort());
  });

  it('is a plain picture: no script, no event handler, no outside reference', async () => {
    const { svg } = drawnCells(await otpauthQrImage(URI));
    expect(svg).not.toMatch(/<script|\son\w+=|href|<foreignObject/i);
  });
});
