import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_PHOTO_SIZES, type Image } from '@shop/shared';
import { ProductGallery } from './product-gallery';

const widths = [320, 480, 640, 960, 1280];
const photo = (name: string): Image => ({
  url: `/media/images/${name}-1280.webp`,
  sources: widths.map((width) => ({ width, url: `/media/images/${name}-${width}.webp` })),
  avif: widths.map((width) => ({ width, url: `/media/images/${name}-${width}.avif` })),
  width: 1280,
  height: 1600,
});
/** A photo stored before AVIF: WebP widths only, no size. */
const oldPhoto: Image = {
  url: '/media/images/old-1024.webp',
  sources: [
    { width: 320, url: '/media/images/old-320.webp' },
    { width: 1024, url: '/media/images/old-1024.webp' },
  ],
};

const sourcesOf = (img: HTMLElement) =>
  [...img.parentElement!.querySelectorAll('source')].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));

describe('ProductGallery', () => {
  it('shows the photo as a <picture>, AVIF then WebP, sized like the page preloads it, loaded first', () => {
    render(<ProductGallery images={[photo('front'), photo('back')]} index={0} onIndexChange={() => {}} alt="Tee" />);
    const main = screen.getByRole('img', { name: 'Tee, photo 1 of 2' });
    expect(main.parentElement!.tagName).toBe('PICTURE');
    expect(sourcesOf(main)).toEqual([
      {
        type: 'image/avif',
        srcset: widths.map((w) => `/media/images/front-${w}.avif ${w}w`).join(', '),
        sizes: PRODUCT_PHOTO_SIZES,
      },
      {
        type: 'image/webp',
        srcset: widths.map((w) => `/media/images/front-${w}.webp ${w}w`).join(', '),
        sizes: PRODUCT_PHOTO_SIZES,
      },
    ]);
    expect(main).toHaveAttribute('src', '/media/images/front-1280.webp');
    expect(main).toHaveAttribute('width', '1280');
    expect(main).toHaveAttribute('height', '1600');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');

    // Thumbnails are small and wait until they are near the screen.
    const thumbnails = screen.getByRole('list', { name: 'Choose a photo' }).querySelectorAll('img');
    expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('loading', 'lazy');
      expect(sourcesOf(thumbnail).map((source) => source.sizes)).toEqual(['80px', '80px']);
    }
  });

  it('offers only the WebP files of a photo stored before AVIF, in the shape of a product photo', () => {
    render(<ProductGallery images={[oldPhoto]} index={0} onIndexChange={() => {}} alt="Tee" />);
    const main = screen.getByRole('img', { name: 'Tee' });
    expect(sourcesOf(main)).toEqual([
      {
        type: 'image/webp',
        srcset: '/media/images/old-320.webp 320w, /media/images/old-1024.webp 1024w',
        sizes: PRODUCT_PHOTO_SIZES,
      },
    ]);
    expect(main).toHaveAttribute('width', '1280');
    expect(main).toHaveAttribute('height', '1600');
  });

  it('shows the fallback T-shirt picture when the colour has no photo', () => {
    render(<ProductGallery images={[]} index={0} onIndexChange={() => {}} alt="Tee" />);
    const main = screen.getByRole('img', { name: 'Tee' });
    expect(main).toHaveAttribute('src', '/placeholder-tee.svg');
    expect(sourcesOf(main)).toEqual([]);
  });
});
