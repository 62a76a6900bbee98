// Renders every picture the library content and the seeded Clear Lessons use into
// apps/web/public/library/<name>.png.
// Run after changing content or drawings: npx tsx apps/server/src/seed/library/render-images.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LESSONS } from '../lessons/content';
import { LIBRARY } from './content';
import { LIBRARY_IMAGE_DIR, LIBRARY_IMAGE_MAX_BYTES, libraryImages } from './images';

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
}

async function main() {
  const images = libraryImages();
  fs.mkdirSync(LIBRARY_IMAGE_DIR, { recursive: true });
  let written = 0;
  const tooBig: string[] = [];
  for (const [name, svg] of images) {
    const file = path.join(LIBRARY_IMAGE_DIR, `${name}.png`);
    const png = await renderPng(svg);
    if (png.length > LIBRARY_IMAGE_MAX_BYTES) tooBig.push(`${name} (${png.length} bytes)`);
    if (!fs.existsSync(file) || !fs.readFileSync(file).equals(png)) {
      fs.writeFileSync(file, png);
      written += 1;
    }
  }
  // The folder holds only library and lesson pictures: drop the ones no content uses any more.
  let removed = 0;
  for (const file of fs.readdirSync(LIBRARY_IMAGE_DIR))
    if (file.endsWith('.png') && !images.has(file.slice(0, -4))) {
      fs.rmSync(path.join(LIBRARY_IMAGE_DIR, file));
      removed += 1;
    }
  console.log(
    `${LIBRARY.length} worksheets and ${LESSONS.length} lessons, ${images.size} images in ${LIBRARY_IMAGE_DIR}: ${written} written, ${removed} removed`,
  );
  if (tooBig.length > 0) {
    console.error(`Larger than ${LIBRARY_IMAGE_MAX_BYTES} bytes: ${tooBig.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
