import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isStorageKey, type Storage } from './storage';

/** Files on the local disk under `root` (the app uses `<DATA_DIR>/uploads`): the default store. */
export function createLocalDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  // Belt and braces: a valid key has no separators, and the resolved file must still sit under the root.
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) return null;
    const file = path.resolve(base, key);
    return path.dirname(file) === base ? file : null;
  };
  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      if (!file) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
      if (contentTypeOfKey(key) !== contentType) throw new Error(`key ${key} does not match ${contentType}`);
      await fs.mkdir(base, { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, bytes, { flag: 'wx' });
      await fs.rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        return { bytes: await fs.readFile(file), contentType: contentTypeOfKey(key) };
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw err;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      if (file) await fs.rm(file, { force: true });
    },
  };
}
