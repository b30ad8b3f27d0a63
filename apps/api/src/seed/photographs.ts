import { fork } from 'node:child_process';
import type { StoredImage } from '../db/schema/index.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { photoKey, type PhotoJob, type PhotoMessage } from './photo-messages.ts';

export { photoKey };

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

/** The photos of one product in one colour: the dress-form one leads, the flat-lay follows. */
export type PhotoPair = { productIndex: number; colorName: string; onForm: StoredImage; flatLay: StoredImage };

/** What a drawing in progress answers: all of it done, and a way to call it off (the server stops). */
export type Photographing = { done: Promise<void>; stop(): void };

/**
 * The demo photos of `wanted` (product index and colour), drawn and encoded by a child process
 * (photographer-process.ts, which says why) and written through `storage` here as each arrives;
 * `onPair` hears each product colour once both its photos are stored, in turn.
 */
export function photographCatalogue(
  storage: Storage,
  colorByName: Map<string, { hex: string }>,
  density: number,
  wanted: readonly { productIndex: number; colorName: string }[],
  onPair: (pair: PhotoPair) => Promise<void>,
): Photographing {
  const photos = new Map<string, StoredImage>();
  let stopped = false;
  const child = fork(new URL('./photographer-process.ts', import.meta.url), [], {
    serialization: 'advanced',
    // Not the parent's flags: a test runner's or the server's own are not the drawing's.
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const done = new Promise<void>((resolve, reject) => {
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
        if (stopped) return;
        photos.set(photoKey(message.productIndex, message.colorName, message.view), servedBy(storage, message.image));
        const onForm = photos.get(photoKey(message.productIndex, message.colorName, 'on-form'));
        const flatLay = photos.get(photoKey(message.productIndex, message.colorName, 'flat-lay'));
        if (onForm && flatLay)
          await onPair({ productIndex: message.productIndex, colorName: message.colorName, onForm, flatLay });
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
        if (outcome?.kind === 'done' || stopped) resolve();
        else if (outcome?.kind === 'failed') reject(new Error(`drawing the demo photos failed: ${outcome.message}`));
        else reject(new Error(`the demo photos' process ended early (${end})`));
      }, reject);
    });
    const job: PhotoJob = {
      colors: [...colorByName].map(([name, color]) => [name, color.hex]),
      density,
      wanted: wanted.map((w) => photoKey(w.productIndex, w.colorName, 'on-form')),
    };
    child.send(job);
  });
  return {
    done,
    stop() {
      stopped = true;
      child.kill();
    },
  };
}
