/** Saves a Blob the gateway answered (exports, feeds) as a file in the browser. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `products-2026-01-31.csv` */
export const datedFileName = (stem: string, extension: string, date = new Date()) =>
  `${stem}-${date.toISOString().slice(0, 10)}.${extension}`;
