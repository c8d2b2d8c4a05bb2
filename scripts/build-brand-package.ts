#!/usr/bin/env node
/**
 * Builds public/brand/solvik-logo-package.zip: both logo SVGs, PNG renders of each at 2x and
 * 4x, and a short README. Run it after changing a logo: `node scripts/build-brand-package.ts`.
 * The zip is written with fixed timestamps, so an unchanged logo gives a byte-identical file.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

const BRAND_DIR = new URL('../public/brand/', import.meta.url);
const OUTPUT = new URL('solvik-logo-package.zip', BRAND_DIR);
const LOGOS = ['solvik-logo', 'solvik-logo-white'];
/** Heights in pixels; the logo's minimum on screen is 32px. */
const PNG_HEIGHTS = [80, 160];

const README = `Solvik logo package
===================

solvik-logo.svg          Navy wordmark, for white and light backgrounds.
solvik-logo-white.svg    White wordmark, for navy (primary) backgrounds.
*-80.png, *-160.png      The same logos as PNG, 80 and 160 pixels high.

Use the SVG wherever you can. Keep the logo at least 32 pixels high on screen, leave clear
space around it equal to the height of the sun mark, and never recolour, stretch or rotate it.

The colour palette is a separate download on the brand page: /brand (Brand assets).
Questions: the brand team, via the Brand support section of /brand.
`;

// 2026-11-22 00:00 in MS-DOS date/time format.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (11 << 5) | 22;

function zip(files: { name: string; data: Buffer }[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const compressed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const files = [{ name: 'README.txt', data: Buffer.from(README, 'utf8') }];
for (const logo of LOGOS) {
  const svg = await readFile(new URL(`${logo}.svg`, BRAND_DIR));
  files.push({ name: `${logo}.svg`, data: svg });
  for (const height of PNG_HEIGHTS) {
    const png = await sharp(svg, { density: 72 * (height / 40) })
      .resize({ height })
      .png({ compressionLevel: 9 })
      .toBuffer();
    files.push({ name: `${logo}-${height}.png`, data: png });
  }
}

await writeFile(OUTPUT, zip(files));
console.log(`Wrote ${OUTPUT.pathname} (${files.map((f) => f.name).join(', ')})`);
