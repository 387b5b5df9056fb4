import qrcode from 'qrcode-generator';

/**
 * A QR code of `text` as one SVG path (a unit square for each dark module) and its side in modules: the
 * authenticator app's set-up link, drawn by the server so the desk's browser code carries no QR encoder.
 */
export function qrPath(text: string): { size: number; d: string } {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (code.isDark(row, col)) squares.push(`M${col} ${row}h1v1h-1z`);
  return { size, d: squares.join('') };
}
