// Test support: images made in code (plain, noisy, a lying header) and multipart bodies as browsers send them.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; content: Buffer };

/** A multipart/form-data body, as a browser sends it. */
export function multipartBody(parts: Part[]) {
  const boundary = `----clearsheets${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      'content' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`,
    ),
    'content' in p ? p.content : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

/** An image of random pixels (incompressible), or of one colour. */
export async function makeImage(format: 'png' | 'jpeg', width: number, height: number, noise = false) {
  const channels = 3;
  const image = noise
    ? sharp(randomBytes(width * height * channels), { raw: { width, height, channels } })
    : sharp({ create: { width, height, channels, background: { r: 200, g: 30, b: 60 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer();
}

/** A tiny PNG that claims to be `width` x `height` (a decompression bomb's header). */
export function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
