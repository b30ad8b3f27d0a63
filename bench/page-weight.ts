/**
 * What a storefront route loads before it can be used, read from the web build's Vite manifest
 * (apps/web/dist/.vite/manifest.json): the entry's JavaScript, the route screen's chunk, the parts
 * the server renders into the page (their code loads before the app's first render, see
 * docs/decisions/0138), and every chunk these import statically, gzipped; and the font files the
 * page's CSS and HTML pull in. Chunks loaded on demand (toasts, forms, the answer schemas with
 * zod, other screens) are not counted. Used by `npm run bench` and
 * by the budget test `npm run test:budgets` (bench/page-weight.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const DIST_DIR = path.resolve(import.meta.dirname, '../apps/web/dist');

/** The target for gzipped JavaScript before a storefront route is interactive (`npm run bench`). */
export const FIRST_LOAD_JS_BUDGET = 105 * 1024;
/**
 * The ceiling the budget test (`npm run test:budgets`) holds every storefront route to: the target itself
 * since the build runs on Preact (docs/decisions/0090). Never raise it to let a change through
 * without saying why there.
 */
export const FIRST_LOAD_JS_CEILING = FIRST_LOAD_JS_BUDGET;
/** Every font a storefront route loads (woff2, subset): target and ceiling alike. */
export const FONT_BUDGET = 50 * 1024;

const FOOTER = 'src/app/layout/footer.tsx';
/** The Hindi catalogue's parts a browse page loads (`@shop/shared/hindi/*`), each a chunk of its own. */
const HINDI_TEXTS = ['../../packages/shared/src/hindi/shell.ts', '../../packages/shared/src/hindi/browse.ts'];

/**
 * The font families a page in each language paints with: a browser fetches a face only when the
 * page shows a character of its range in a family it uses. An English page shows Devanagari only
 * in the language switch's one word (its own small face); a Hindi page sets its headings in the
 * body's faces instead of Space Grotesk (docs/decisions/0311).
 */
const FAMILIES_NOT_USED = {
  en: ['Noto Sans Devanagari Subset'],
  hi: ['Space Grotesk Variable', 'Hindi Name'],
} as const;

const PRODUCT_PARTS = [
  FOOTER,
  'src/features/reviews/components/reviews-section.tsx',
  'src/features/delivery/components/delivery-check.tsx',
  'src/features/stock-alerts/components/notify-me.tsx',
];

/**
 * The storefront routes under budget, with the screen module the router loads for each and the
 * modules of the parts the server may render into it (a product page's "Notify me" shows for a
 * sold-out size: counted, as the heaviest case).
 */
export const STOREFRONT_ROUTES = [
  { route: '/', screen: 'src/app/routes/home.tsx', parts: [FOOTER], language: 'en' },
  { route: '/products', screen: 'src/app/routes/products.tsx', parts: [FOOTER], language: 'en' },
  { route: '/product/:id', screen: 'src/app/routes/product.tsx', parts: PRODUCT_PARTS, language: 'en' },
  // In Hindi the same screens load the Hindi texts before the first render: counted with them.
  {
    route: '/hi',
    screen: 'src/app/routes/home.tsx',
    parts: [FOOTER, ...HINDI_TEXTS, '../../packages/shared/src/hindi/home.ts'],
    language: 'hi',
  },
  {
    route: '/hi/products',
    screen: 'src/app/routes/products.tsx',
    parts: [FOOTER, ...HINDI_TEXTS, '../../packages/shared/src/hindi/list.ts'],
    language: 'hi',
  },
  {
    route: '/hi/product/:id',
    screen: 'src/app/routes/product.tsx',
    parts: [...PRODUCT_PARTS, ...HINDI_TEXTS],
    language: 'hi',
  },
] as const;

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type PageWeight = {
  route: string;
  /** The JavaScript files counted, in load order. */
  jsFiles: string[];
  jsGzipBytes: number;
  fontFiles: string[];
  fontBytes: number;
};

export function hasBuild(dist = DIST_DIR): boolean {
  return fs.existsSync(path.join(dist, '.vite/manifest.json'));
}

function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The chunk for `key` and everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no chunk for ${key}: was it renamed?`);
  if (into.has(key)) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * Font files the CSS points at, plus fonts inlined into it as data URLs (counted by their bytes),
 * but for the families a page in `language` does not use.
 */
function fontsOf(dist: string, cssFiles: string[], language: 'en' | 'hi'): { files: string[]; bytes: number } {
  const files = new Set<string>();
  let inlined = 0;
  for (const css of cssFiles) {
    const faces = fs.readFileSync(path.join(dist, css), 'utf8').match(/@font-face\s*{[^}]*}/g) ?? [];
    for (const face of faces) {
      const family = /font-family:\s*["']?([^"';]+)/.exec(face)?.[1]?.trim() ?? '';
      if ((FAMILIES_NOT_USED[language] as readonly string[]).includes(family)) continue;
      for (const [, url] of face.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) files.add(url!.replace(/^\//, ''));
      for (const [, data] of face.matchAll(/url\(["']?data:font\/woff2;base64,([A-Za-z0-9+/=]+)/g))
        inlined += Buffer.from(data!, 'base64').length;
    }
  }
  const list = [...files];
  return { files: list, bytes: inlined + list.reduce((sum, f) => sum + fs.statSync(path.join(dist, f)).size, 0) };
}

/** The first-load weight of each storefront route of the build in `dist`. */
export function pageWeights(dist = DIST_DIR): PageWeight[] {
  const manifest = readManifest(dist);
  return STOREFRONT_ROUTES.map(({ route, screen, parts, language }) => {
    const keys = new Set<string>();
    staticClosure(manifest, 'index.html', keys);
    staticClosure(manifest, screen, keys);
    for (const part of parts) staticClosure(manifest, part, keys);
    const chunks = [...keys].map((key) => manifest[key]!);
    const jsFiles = chunks.map((c) => c.file).filter((f) => f.endsWith('.js'));
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    const fonts = fontsOf(dist, css, language);
    return {
      route,
      jsFiles,
      jsGzipBytes: jsFiles.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0),
      fontFiles: fonts.files,
      fontBytes: fonts.bytes,
    };
  });
}

// `node bench/page-weight.ts`: the table on its own, after `npm run build`.
if (import.meta.filename === process.argv[1]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const w of pageWeights()) {
    console.log(`${w.route}: JavaScript ${kb(w.jsGzipBytes)} gzipped, fonts ${kb(w.fontBytes)}`);
    for (const f of w.jsFiles) console.log(`  ${f} ${kb(gzipSize(path.join(DIST_DIR, f)))}`);
  }
}
