/**
 * `npm run draw:hero`: renders the home page's hero picture from its SVG (the demo photos'
 * garments, apps/api/src/seed/hero-image.ts) into AVIF and WebP at the widths the hero's srcset
 * offers. Drawn here, committed as files: the shop never downloads or draws it at run time.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { heroSvg } from '../apps/api/src/seed/hero-image.ts';
import { HERO_WIDTHS } from '../apps/web/src/features/catalogue/components/hero-image-widths.ts';

const out = path.resolve(import.meta.dirname, '../apps/web/src/features/catalogue/assets');
await fs.mkdir(out, { recursive: true });
const largest = Math.max(...HERO_WIDTHS);
const master = await sharp(Buffer.from(heroSvg()), { density: (72 * largest) / 1600 })
  .png()
  .toBuffer();
for (const width of HERO_WIDTHS) {
  const resized = sharp(master).resize({ width });
  await resized
    .clone()
    .avif({ quality: 55, effort: 6 })
    .toFile(path.join(out, `hero-${width}.avif`));
  await resized
    .clone()
    .webp({ quality: 78, effort: 6 })
    .toFile(path.join(out, `hero-${width}.webp`));
}
console.log(`Hero drawn at ${HERO_WIDTHS.join(', ')} px into ${path.relative(process.cwd(), out)}`);
