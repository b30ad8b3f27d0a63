import sharp from 'sharp';
import type { DemoProduct } from './demo-catalogue.ts';
import { clothOf, fabricDefs, lightness } from './fabric.ts';
import { flatLay } from './tshirt-flat-lay.ts';
import { chestPrint } from './tshirt-motifs.ts';
import { onForm } from './tshirt-on-form.ts';

/** Rendered at 1.6× (115.2 dpi over the SVG's 72): 1280 × 1600 px, so every stored width is a real downscale. */
export const PHOTO_DENSITY = 115.2;

export type PhotoView = 'flat-lay' | 'on-form';

type Raw = { data: Buffer; info: { width: number; height: number; channels: 3 | 4 } };

const svgOf = (defs: string, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000"><defs>${fabricDefs()}${defs}</defs>${body}</svg>`,
  );

async function render(svg: Buffer, density: number): Promise<Raw> {
  const { data, info } = await sharp(svg, { density }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: 4 } };
}

/**
 * Drawn at a quarter of `density` and scaled up: for blurred layers this looks the same and costs a
 * tenth. (Scaled in a second step: asked to resize an SVG, sharp would draw it again at full size.)
 */
async function renderSoft(svg: Buffer, density: number, size: { width: number; height: number }): Promise<Raw> {
  const small = await render(svg, density / 4);
  const data = await sharp(small.data, { raw: small.info })
    .resize(size.width, size.height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return { data, info: { ...size, channels: 4 } };
}

/** Layers flattened into one, bottom first, with the knit grain laid over them when given. */
async function stack(layers: Raw[], knit?: Raw): Promise<Raw> {
  const [bottom, ...rest] = layers as [Raw, ...Raw[]];
  const data = await sharp(bottom.data, { raw: bottom.info })
    .composite([
      ...rest.map((layer) => ({ input: layer.data, raw: layer.info })),
      ...(knit ? [{ input: knit.data, raw: knit.info, blend: 'soft-light' as const }] : []),
    ])
    .raw()
    .toBuffer();
  return { data, info: bottom.info };
}

/**
 * Fine grey noise stretched along the height: laid over a photo with soft light it reads as the
 * columns of a cotton knit and the grain of a camera.
 */
async function grain(size: { width: number; height: number }): Promise<Raw> {
  const data = await sharp({
    create: {
      width: Math.max(1, Math.round(size.width / 1.5)),
      height: Math.max(1, Math.round(size.height / 3)),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .resize(size.width, size.height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return { data, info: { ...size, channels: 3 } };
}

export type Design = { motif: DemoProduct['motif']; caption: string };

/**
 * A photographer for one colour and view: draws the blank garment once and answers, for each design,
 * the photo with its chest print, as a high-quality JPEG (the upload pipeline makes the stored
 * sizes). Only the print differs between the designs of a colour, so the seed draws 20 blanks for
 * its 90 photos; keep one photographer at a time (a blank holds two full-size layers in memory).
 */
export async function tshirtPhotographer(
  hex: string,
  view: PhotoView,
  density = PHOTO_DENSITY,
): Promise<(design: Design) => Promise<Buffer>> {
  const cloth = clothOf(hex);
  const layers = view === 'flat-lay' ? flatLay(cloth, lightness(hex) > 0.8 ? '#DCD5C9' : '#EEEAE3') : onForm(cloth);
  const size = { width: Math.round((800 * density) / 72), height: Math.round((1000 * density) / 72) };
  const svg = (body: string) => svgOf(layers.defs, body);
  const [backdrop, garment, over, noise] = await Promise.all([
    renderSoft(svg(layers.backdrop), density, size),
    render(svg(layers.garment), density),
    renderSoft(svg(layers.shading), density, size),
    grain(size),
  ]);
  const under = await stack([backdrop, garment], noise);
  // The print is drawn only in its own box: a motif spans ±150 units, its caption ±250 below it.
  const { x, y, scale } = layers.print;
  const box = { left: x - 250 * scale, top: y - 160 * scale, width: 500 * scale, height: 390 * scale };
  const px = (units: number) => Math.round((units * density) / 72);
  return async (design) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.left} ${box.top} ${box.width} ${box.height}">${chestPrint(design.motif, design.caption, cloth.ink, x, y, scale)}</svg>`;
    const print = await render(Buffer.from(svg), density);
    return sharp(under.data, { raw: under.info })
      .composite([
        { input: print.data, raw: print.info, left: px(box.left), top: px(box.top) },
        { input: over.data, raw: over.info },
      ])
      .flatten()
      .jpeg({ quality: 92 })
      .toBuffer();
  };
}

/**
 * One product photo of an oversized T-shirt in the variant's colour with the design's chest print:
 * worn by a dress form, or laid flat on a table.
 */
export async function renderTshirt(hex: string, design: Design, view: PhotoView, density = PHOTO_DENSITY) {
  return (await tshirtPhotographer(hex, view, density))(design);
}
