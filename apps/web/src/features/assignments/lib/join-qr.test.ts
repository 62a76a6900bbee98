import { describe, expect, it } from 'vitest';
import { joinLinkOf, qrPathOf } from './join-qr';

describe('the join QR code', () => {
  it('links to the student home with the code, which the home joins at once', () => {
    expect(joinLinkOf('https://school.example', 'ACD3F9')).toBe('https://school.example/student?code=ACD3F9');
  });

  it('draws a QR symbol of a valid size with its quiet zone, the same every time', () => {
    const link = joinLinkOf('https://school.example', 'ACD3F9');
    const { size, d } = qrPathOf(link);
    // Version v has 17 + 4v modules; plus 4 quiet modules on each side.
    expect((size - 8 - 17) % 4).toBe(0);
    // The top-left finder pattern starts at the quiet zone's edge.
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true);
    expect(qrPathOf(link)).toEqual({ size, d });
    expect(qrPathOf(joinLinkOf('https://school.example', 'QQQQQQ')).d).not.toBe(d);
  });
});
