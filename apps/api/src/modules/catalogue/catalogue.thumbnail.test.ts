import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@shop/shared';
import { localStorage, mediaUrl } from '../../lib/storage/storage.ts';
import { pngBytes } from '../../../test/fixtures/catalogue.ts';
import { storeImage, thumbnailUrl } from './catalogue.images.ts';

describe("a picture's thumbnail", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));
  const store = async (width: number, publicUrl?: string) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'thumb-'));
    dirs.push(dir);
    const storage = { ...localStorage(dir), urlFor: (key: string) => mediaUrl(key, publicUrl) };
    return storeImage(await pngBytes('#C8643B', width, Math.round(width * 1.25)), storage);
  };

  it('is the smallest width stored, on the disk or on the media host', async () => {
    const local = await store(1000);
    expect(local.sources[0]!.width).toBe(IMAGE_WIDTHS[0]);
    expect(thumbnailUrl(local.url)).toBe(local.sources[0]!.url);
    expect(local.url).not.toBe(local.sources[0]!.url);
    const hosted = await store(700, 'https://media.storyfit.test/shop');
    expect(thumbnailUrl(hosted.url)).toBe(hosted.sources[0]!.url);
  });

  it('is the picture itself when it is no wider than the smallest width, or not one the shop stored', async () => {
    const small = await store(200);
    expect(small.sources).toHaveLength(1);
    expect(thumbnailUrl(small.url)).toBe(small.url);
    expect(thumbnailUrl('https://cdn.example.com/tee-1280.webp')).toBe('https://cdn.example.com/tee-1280.webp');
  });
});
