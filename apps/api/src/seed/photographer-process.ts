/**
 * The demo photos drawn and encoded in a process of their own (started by `photographCatalogue`).
 * Drawing ninety photos grows libvips's caches and the memory arenas of its threads by about 600 MB
 * that the process would keep for good once the seed is done; here it leaves with the process.
 * Each photo's files go back to the parent over IPC, which writes them through its own storage,
 * so the files and their URLs are exactly those of a photo uploaded to the shop.
 */
import type { Storage } from '../lib/storage/storage.ts';
import { storeImage } from '../modules/catalogue/index.ts';
import { DEMO_PRODUCTS } from './demo-catalogue.ts';
import { photoKey, type PhotoJob, type PhotoMessage } from './photo-messages.ts';
import { tshirtPhotographer } from './tshirt-image.ts';

/** The words printed under a design's motif: its name without the garment ('Monsoon Drift'). */
const printCaption = (name: string) => name.replace(/\s+(Oversized\s+)?Tee$/i, '');

function send(message: PhotoMessage): Promise<void> {
  return new Promise((resolve, reject) =>
    process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );
}

/**
 * Colour by colour, so each blank garment is drawn once and only its chest prints change (both
 * views of a colour side by side).
 */
async function photograph(job: PhotoJob) {
  const wanted = new Set(job.wanted);
  for (const [colorName, hex] of job.colors) {
    const designs = [...DEMO_PRODUCTS.entries()].filter(
      ([index, demo]) => demo.colors.includes(colorName) && wanted.has(photoKey(index, colorName, 'on-form')),
    );
    if (designs.length === 0) continue;
    await Promise.all(
      (['on-form', 'flat-lay'] as const).map(async (view) => {
        const shoot = await tshirtPhotographer(hex, view, job.density);
        for (const [productIndex, demo] of designs) {
          const bytes = await shoot({ motif: demo.motif, caption: printCaption(demo.name) });
          const files: { key: string; body: Uint8Array; contentType: string }[] = [];
          const collecting: Storage = {
            kind: 'local',
            servedElsewhere: false,
            put: async (key, body, contentType) => void files.push({ key, body, contentType }),
            remove: async () => {},
            open: async () => null,
            urlFor: (key) => key,
            check: async () => {},
          };
          const image = await storeImage(bytes, collecting);
          await send({ kind: 'photo', productIndex, colorName, view, image, files });
        }
      }),
    );
  }
}

// The parent gone (stopped or crashed while the shop was starting): nobody can take the photos,
// so the drawing ends with it instead of running on and failing at its next message.
process.once('disconnect', () => process.exit(0));

process.once('message', (job: PhotoJob) => {
  photograph(job)
    .then(() => send({ kind: 'done' }))
    .catch((error: unknown) =>
      send({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    )
    .finally(() => process.disconnect());
});
