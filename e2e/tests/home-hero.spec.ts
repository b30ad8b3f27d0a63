import { expect, saveScreen, test } from '../fixtures.ts';

/**
 * The home hero's picture at 360 and 1280 px: in view, its box reserved (width and height), the
 * AVIF or WebP file right-sized for the screen, and nothing wider than the page.
 */
for (const width of [360, 1280]) {
  test(`the home hero shows the collection, right-sized, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.goto('/');
    const hero = page.getByRole('img', { name: /Three StoryFit oversized tees on dress forms/ });
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('width', '1600');
    await expect(hero).toHaveAttribute('height', '1000');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const shown = await hero.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      natural: img.naturalWidth,
      box: img.getBoundingClientRect().width,
      ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
    }));
    expect(shown.src).toMatch(/\/assets\/hero-\d+-[\w-]+\.(avif|webp)$/);
    // The smallest file that covers the box at this screen's density (1×), never the largest for a phone.
    expect(shown.natural).toBeGreaterThanOrEqual(shown.box);
    expect(shown.natural).toBeLessThanOrEqual(width === 360 ? 480 : 800);
    expect(shown.ratio).toBeCloseTo(1.6, 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The headline comes first and stays in the first screen.
    const heading = page.getByRole('heading', { level: 1 });
    expect((await heading.boundingBox())!.y).toBeLessThan((await hero.boundingBox())!.y + (width === 360 ? 0 : 400));
    await saveScreen(page, `home-hero-${width}`);
  });
}
