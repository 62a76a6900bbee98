import { createHash, randomUUID } from 'node:crypto';
import type { TUploadedImage } from '@clearsheets/shared';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { prepareImage } from './image-processing';
import { insertImage } from './images.repository';

/** Where a stored image is served from. */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/** Checks, re-encodes and stores an uploaded image under a random key, and records it. */
export async function uploadImage(
  ctx: AppContext,
  caller: Caller,
  upload: { bytes: Buffer; purpose?: 'icon' | 'slide' },
): Promise<TUploadedImage> {
  const image = await prepareImage(upload.bytes, {
    icon: upload.purpose === 'icon',
    slide: upload.purpose === 'slide',
  });
  const key = `${randomUUID()}.${image.kind === 'png' ? 'png' : 'jpg'}`;
  await ctx.storage.put(key, image.bytes, image.contentType);
  try {
    const row = await insertImage(ctx.db, {
      ownerId: caller.userId,
      storageKey: key,
      contentType: image.contentType,
      bytes: image.bytes.length,
      width: image.width,
      height: image.height,
      sha256: createHash('sha256').update(image.bytes).digest('hex'),
    });
    return {
      id: row.id,
      url: uploadUrl(key),
      contentType: row.contentType,
      bytes: row.bytes,
      width: row.width,
      height: row.height,
    };
  } catch (err) {
    await ctx.storage.delete(key).catch(() => {});
    throw err;
  }
}
