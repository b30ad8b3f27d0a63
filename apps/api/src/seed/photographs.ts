import { fork } from 'node:child_process';
import type { StoredImage } from '../db/schema/index.ts';
import type { Storage } from '../lib/storage/storage.ts';
import type { PhotoJob, PhotoMessage } from './photographer-process.ts';
import type { PhotoView } from './tshirt-image.ts';

export const photoKey = (productIndex: number, colorName: string, view: PhotoView) =>
  `${productIndex}:${colorName}:${view}`;

/** The image with each bare storage key in its URLs turned into the URL `storage` serves it at. */
function servedBy(storage: Storage, image: StoredImage): StoredImage {
  const source = (s: { width: number; url: string }) => ({ width: s.width, url: storage.urlFor(s.url) });
  return {
    ...image,
    url: storage.urlFor(image.url),
    sources: image.sources.map(source),
    ...(image.avif && { avif: image.avif.map(source) }),
  };
}

/**
 * Every demo photo, drawn and encoded by a child process (photographer-process.ts, which says why)
 * and written through `storage` here as each arrives; keyed by `photoKey`.
 */
export function photographCatalogue(
  storage: Storage,
  colorByName: Map<string, { hex: string }>,
  density: number,
): Promise<Map<string, StoredImage>> {
  const photos = new Map<string, StoredImage>();
  const child = fork(new URL('./photographer-process.ts', import.meta.url), [], {
    serialization: 'advanced',
    // Not the parent's flags: a test runner's or the server's own are not the drawing's.
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    // The files are written one photo at a time, in the order they were drawn.
    let written = Promise.resolve();
    let outcome: PhotoMessage | undefined;
    child.on('message', (message: PhotoMessage) => {
      if (message.kind !== 'photo') {
        outcome = message;
        return;
      }
      written = written.then(async () => {
        for (const file of message.files) {
          await storage.put(
            file.key,
            Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength),
            file.contentType,
          );
        }
        photos.set(photoKey(message.productIndex, message.colorName, message.view), servedBy(storage, message.image));
      });
    });
    child.once('error', reject);
    // Both: the last messages may be read after the process has exited, never after the channel closed.
    const exited = new Promise<string>((done) =>
      child.once('exit', (code, signal) => done(signal ?? `exit code ${code}`)),
    );
    const disconnected = new Promise((done) => child.once('disconnect', done));
    void Promise.all([exited, disconnected]).then(([end]) => {
      written.then(() => {
        if (outcome?.kind === 'done') resolve(photos);
        else if (outcome?.kind === 'failed') reject(new Error(`drawing the demo photos failed: ${outcome.message}`));
        else reject(new Error(`the demo photos' process ended early (${end})`));
      }, reject);
    });
    const job: PhotoJob = { colors: [...colorByName].map(([name, color]) => [name, color.hex]), density };
    child.send(job);
  });
}
