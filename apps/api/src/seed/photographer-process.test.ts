import { fork } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { DEMO_COLORS, DEMO_PRODUCTS } from './demo-catalogue.ts';
import { photoKey } from './photographs.ts';
import type { PhotoJob, PhotoMessage } from './photo-messages.ts';

describe("the demo photos' own process", () => {
  it('ends quietly when the shop that started it goes away mid-drawing', { timeout: 60_000 }, async () => {
    const child = fork(new URL('./photographer-process.ts', import.meta.url), [], {
      serialization: 'advanced',
      execArgv: [],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const job: PhotoJob = {
      colors: DEMO_COLORS.map(({ name, hex }) => [name, hex]),
      density: 36,
      wanted: DEMO_PRODUCTS.flatMap((demo, index) => demo.colors.map((color) => photoKey(index, color, 'on-form'))),
    };
    const firstPhoto = new Promise<PhotoMessage>((resolve) => child.once('message', resolve));
    child.send(job);
    expect((await firstPhoto).kind).toBe('photo');

    // The shop stops while most photos are still to be drawn: its end of the channel closes.
    child.disconnect();
    const [code, signal] = await exited;
    expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: '' });
  });
});
