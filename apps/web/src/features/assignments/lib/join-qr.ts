import qrcode from 'qrcode-generator';
import { PATHS } from '../../../lib/route-access';

/** The link a student's phone or tablet opens from the QR code: their home, which joins with the code at once. */
export function joinLinkOf(origin: string, accessCode: string): string {
  return `${origin}${PATHS.studentHome}?code=${encodeURIComponent(accessCode)}`;
}

/**
 * The QR code of a text as one SVG path (one 1x1 square per dark module) inside a quiet zone of 4 modules, as
 * scanners expect. Level M survives a smudged projector or a glare on the screen.
 */
export function qrPathOf(text: string): { size: number; d: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const quiet = 4;
  let d = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++) if (qr.isDark(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  return { size: count + quiet * 2, d };
}
