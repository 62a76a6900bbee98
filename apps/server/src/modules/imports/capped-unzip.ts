import { Unzip, type UnzipFile, UnzipInflate } from 'fflate';

// Inflating an uploaded zip (an XLSX workbook, a OneRoster bundle) without trusting it: the sizes a zip
// states are the sender's word, so the bytes actually inflated are counted, per file and in total, and
// reading stops at the first byte over a limit. A 0.1 MB zip can claim anything and inflate to gigabytes.

export interface InflateLimits {
  /** Largest inflated size of one file in the zip. */
  entryBytes: number;
  /** Largest inflated size of all the files read, together. */
  totalBytes: number;
}

/** The zip inflates to more than its limits allow; `file` is the entry that passed them. */
export class InflateLimitError extends Error {
  constructor(
    readonly file: string,
    readonly limitBytes: number,
  ) {
    super(`${file} inflates to more than ${Math.round(limitBytes / 1024 / 1024)} MB`);
  }
}

// The zip is fed in slices so that a limit reached in one file stops the whole read at once.
const SLICE = 256 * 1024;

/** The files `wanted` picks, inflated (or only counted, with `keep: false`); throws InflateLimitError over a
 * limit and Error for a broken zip. */
export function unzipCapped(
  buf: Uint8Array,
  wanted: (name: string) => boolean,
  limits: InflateLimits,
  { keep = true } = {},
): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  let total = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    if (failure || file.name.endsWith('/') || !wanted(file.name)) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) {
        failure = err;
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > limits.entryBytes) failure = new InflateLimitError(file.name, limits.entryBytes);
      else if (total > limits.totalBytes) failure = new InflateLimitError(file.name, limits.totalBytes);
      if (failure) {
        file.terminate();
        return;
      }
      if (!keep) return;
      chunks.push(chunk);
      if (final) files.set(file.name, concat(chunks, size));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < buf.length && !failure; at += SLICE)
    unzip.push(buf.subarray(at, Math.min(at + SLICE, buf.length)), at + SLICE >= buf.length);
  if (failure) throw failure;
  return files;
}

function concat(chunks: Uint8Array[], size: number) {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
