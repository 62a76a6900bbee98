import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AppError } from '../../platform/errors';

// A PowerPoint file for a My Clear Lesson. The web renders PDF pages with pdf.js; a presentation is converted to PDF
// only where the server has LibreOffice (`soffice`); elsewhere the teacher is asked to export it as PDF. Judged by its
// bytes: a .pptx is a zip holding ppt/presentation.xml, a .ppt an OLE compound file.

const run = promisify(execFile);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export type PresentationKind = 'pptx' | 'ppt';

export function sniffPresentation(bytes: Buffer): PresentationKind | null {
  if (bytes.subarray(0, 4).equals(ZIP) && bytes.includes('ppt/presentation.xml')) return 'pptx';
  if (bytes.subarray(0, 8).equals(OLE)) return 'ppt';
  return null;
}

let office: Promise<string | null> | null = null;
/** The LibreOffice command, if this server has one (looked up once). */
export function officeCommand(): Promise<string | null> {
  office ??= (async () => {
    for (const command of ['soffice', 'libreoffice'])
      try {
        await run(command, ['--version'], { timeout: 10_000 });
        return command;
      } catch {}
    return null;
  })();
  return office;
}

const exportAsPdf = () => new AppError(415, 'presentation_not_converted', 'presentationExportAsPdf');

/** The presentation as PDF bytes, or 415 with how to export it when this server cannot convert it. */
export async function presentationToPdf(bytes: Buffer): Promise<Buffer> {
  const kind = sniffPresentation(bytes);
  if (!kind) throw new AppError(400, 'invalid_request', 'presentationFileInvalid');
  const command = await officeCommand();
  if (!command) throw exportAsPdf();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cs-convert-'));
  try {
    const input = path.join(dir, `slides.${kind}`);
    await fs.writeFile(input, bytes);
    // Its own profile folder: two conversions at once must not share one.
    await run(
      command,
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, input],
      {
        timeout: 120_000,
      },
    );
    return await fs.readFile(path.join(dir, 'slides.pdf'));
  } catch {
    throw exportAsPdf();
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
