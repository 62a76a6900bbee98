import { createHash, randomUUID } from 'node:crypto';
import type { TUploadedImage } from '@clearsheets/shared';
import type { Caller } from '../../platform/auth/access-tokens';
import type { AppContext } from '../../platform/context';
import { removeOwnedFile, storeOwnedFile } from '../../platform/storage/owned-files';
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
  // A slide page belongs to a lesson (the clean-up removes it once no lesson uses it); other pictures stay.
  const purpose = upload.purpose ?? 'image';
  await storeOwnedFile(ctx, caller, { key, bytes: image.bytes, contentType: image.contentType, purpose });
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
    await removeOwnedFile(ctx, key).catch(() => {});
    throw err;
  }
}
