// Where uploaded files live: one small interface, so the local disk can give way to an S3-compatible store.

/** A stored file and the content type it is served with. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/** A flat key-value file store. Keys come from the server (e.g. `<uuid>.png`), never from a client. */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when the key is unknown or not a valid key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes a file (e.g. when recording it failed); unknown keys are ignored. */
  delete(key: string): Promise<void>;
}

/** One path segment of letters, digits, dashes and underscores plus an extension: no dots, slashes or `..`. */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{1,8}$/;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  // A lesson's video and its captions (decision 0031).
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
};

/** The content type a key is served with, from its extension (files are stored under the type they were
 * checked as, so the extension is the truth). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export const isStorageKey = (key: string) => STORAGE_KEY_PATTERN.test(key);
