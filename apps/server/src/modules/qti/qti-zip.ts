// Unpacking an uploaded package within limits, whatever its headers claim: fflate reads the entries, zlib
// inflates each one with a hard cap on its output (so a zip bomb stops at the limit), and no entry may
// point outside the package.
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { type AsyncFlateStreamHandler, Unzip, type UnzipDecoder } from 'fflate';
import { AppError } from '../../platform/errors';
import { isZip, zipEntryNames } from '../imports';

const MB = 1024 * 1024;
export const QTI_ZIP_LIMITS = { zipBytes: 10 * MB, entries: 500, entryBytes: 5 * MB, totalBytes: 50 * MB };
export type QtiZipLimits = typeof QTI_ZIP_LIMITS;

/** A package that cannot be imported: 400, "Invalid file format", and what exactly is wrong. */
export const packageError = (detail: string) =>
  new AppError(400, 'invalid_qti_package', 'importInvalidFormat', detail, [{ field: 'file', message: detail }]);

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** An entry's path inside the package; one that climbs out of it (`..`, absolute, a drive) refuses the package. */
function entryPath(raw: string): string {
  const name = raw.replace(/\\/g, '/');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL in a name is an attack, not a name
  const escapes = name.startsWith('/') || /^[A-Za-z]:/.test(name) || /\u0000/.test(name);
  if (escapes || name.split('/').includes('..'))
    throw packageError(`The zip holds a path outside the package (${JSON.stringify(raw.slice(0, 200))}).`);
  return path.posix.normalize(name);
}

const isSkipped = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/');

/** Deflate for fflate's streaming reader, by zlib: fast, and never more than `budget()` bytes out. */
function cappedInflate(budget: () => number, tooLarge: (name: string) => never) {
  return class CappedInflate implements UnzipDecoder {
    static compression = 8;
    ondata: AsyncFlateStreamHandler = () => {};
    private readonly chunks: Uint8Array[] = [];
    constructor(private readonly name: string) {}
    push(chunk: Uint8Array, final: boolean) {
      this.chunks.push(chunk.slice());
      if (!final) return;
      let out: Buffer;
      try {
        out = inflateRawSync(Buffer.concat(this.chunks), { maxOutputLength: budget() + 1 });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') tooLarge(this.name);
        throw err;
      }
      this.ondata(null, out as Uint8Array<ArrayBuffer>, true);
    }
  };
}

const STEP = 64 * 1024;

/** The files of a zip, by path. */
export function unzipPackage(buf: Uint8Array, limits: QtiZipLimits = QTI_ZIP_LIMITS): Map<string, Uint8Array> {
  if (buf.length > limits.zipBytes) throw packageError(`The package is larger than ${megabytes(limits.zipBytes)}.`);
  const names = isZip(buf) ? zipEntryNames(buf) : null;
  if (!names) throw packageError('The file is not a zip archive: upload the QTI 3.0 content package (.zip).');
  if (names.length > limits.entries) throw packageError(`The package holds more than ${limits.entries} files.`);
  for (const name of names) entryPath(name);

  const files = new Map<string, Uint8Array>();
  let total = 0;
  let count = 0;
  // fflate reports an error thrown in a data callback back to that callback: keep ours to rethrow it.
  let refusal: AppError | undefined;
  const refuse = (detail: string): never => {
    refusal ??= packageError(detail);
    throw refusal;
  };
  const tooLarge = (name: string) =>
    refuse(
      limits.entryBytes <= limits.totalBytes - total
        ? `${entryPath(name)} is larger than ${megabytes(limits.entryBytes)} unpacked.`
        : `The package is larger than ${megabytes(limits.totalBytes)} unpacked.`,
    );
  const unzip = new Unzip((file) => {
    count += 1;
    if (count > limits.entries) refuse(`The package holds more than ${limits.entries} files.`);
    const name = entryPath(file.name);
    if (isSkipped(name) || files.has(name)) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (err, chunk, final) => {
      if (refusal) throw refusal;
      if (err) refuse(`${name} could not be unpacked.`);
      size += chunk.length;
      total += chunk.length;
      if (size > limits.entryBytes) refuse(`${name} is larger than ${megabytes(limits.entryBytes)} unpacked.`);
      if (total > limits.totalBytes) refuse(`The package is larger than ${megabytes(limits.totalBytes)} unpacked.`);
      chunks.push(chunk);
      if (final) files.set(name, Buffer.concat(chunks));
    };
    file.start();
  });
  unzip.register(cappedInflate(() => Math.min(limits.entryBytes, limits.totalBytes - total), tooLarge));
  try {
    for (let at = 0; at < buf.length; at += STEP) unzip.push(buf.subarray(at, at + STEP), at + STEP >= buf.length);
  } catch (err) {
    throw refusal ?? (err instanceof AppError ? err : packageError('The zip archive could not be read.'));
  }
  return files;
}

/** Where an href (relative to the file `base`) points inside the package; null for URLs and escapes. */
export function resolveHref(base: string, href: string | undefined): string | null {
  const raw = href?.split('#')[0]?.split('?')[0]?.trim();
  if (!raw || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(raw) || raw.startsWith('/')) return null;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded after all: the raw href is the name.
  }
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(base), decoded.replace(/\\/g, '/')));
  return resolved === '..' || resolved.startsWith('../') ? null : resolved;
}

/** The path from one file's folder to another file (hrefs inside the package we build). */
export const relativeHref = (from: string, to: string) => path.posix.relative(path.posix.dirname(from), to);
