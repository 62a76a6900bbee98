import type { AppContext } from '../context';
import { AppError } from '../errors';
import {
  deleteStoredFile,
  insertStoredFile,
  lockQuota,
  type StoredFilePurpose,
  usedBytes,
} from './stored-files.repository';

// Every file the product stores goes through here (decision 0035): its owner and size are recorded first, inside the
// quotas of the teacher and of their school, and only then are the bytes written. A full quota is refused before
// anything is written, with the message a person reads.

export interface FileOwner {
  userId: number;
  schoolId: number | null;
}

export interface FileToStore {
  key: string;
  bytes: Uint8Array;
  contentType: string;
  purpose: StoredFilePurpose;
}

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Records the file's owner row within the quotas, then writes it; the row goes again if the write fails. */
export async function storeOwnedFile(ctx: AppContext, owner: FileOwner, file: FileToStore): Promise<void> {
  const { teacherQuotaBytes, schoolQuotaBytes } = ctx.config.storage;
  const size = file.bytes.length;
  await ctx.db.transaction(async (tx) => {
    const row = { ownerId: owner.userId, schoolId: owner.schoolId };
    await lockQuota(tx, row);
    const used = await usedBytes(tx, owner.userId, owner.schoolId);
    if (used.owner + size > teacherQuotaBytes)
      throw new AppError(
        413,
        'storage_quota',
        'storageTeacherFull',
        `${mb(used.owner)} of ${mb(teacherQuotaBytes)} used`,
      );
    if (owner.schoolId !== null && used.school + size > schoolQuotaBytes)
      throw new AppError(
        413,
        'storage_quota',
        'storageSchoolFull',
        `${mb(used.school)} of ${mb(schoolQuotaBytes)} used`,
      );
    await insertStoredFile(tx, {
      ...row,
      storageKey: file.key,
      bytes: size,
      contentType: file.contentType,
      purpose: file.purpose,
    });
  });
  try {
    await ctx.storage.put(file.key, file.bytes, file.contentType);
  } catch (err) {
    await deleteStoredFile(ctx.db, file.key).catch(() => {});
    throw err;
  }
}

/** Removes a stored file and its row (a file whose record failed after it was written, or an unused one). */
export async function removeOwnedFile(ctx: AppContext, key: string): Promise<void> {
  await ctx.storage.delete(key);
  await deleteStoredFile(ctx.db, key);
}
