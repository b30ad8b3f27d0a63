/**
 * Makes the storefront's self-hosted fonts: Inter and Space Grotesk cut down to the characters the
 * shop prints (Basic Latin, Latin-1 for body text, the usual typographic punctuation and ₹) and to
 * the weights it uses (400–700), as woff2. Run after upgrading a @fontsource-variable package:
 *   node apps/web/scripts/subset-fonts.ts
 * The output is committed under apps/web/src/assets/fonts/ (see docs/decisions/0090).
 *
 * Hindi: Noto Sans Devanagari cut to the Devanagari letters the Hindi texts use (every
 * `*.hi.ts` of the shared package), one weight, and the script's shaping features short of the
 * stacked conjunct ligatures (`pres`, `cjct`: conjuncts then show with half forms, as in
 * handwriting), which more than doubled the file (docs/decisions/0311). Run again after changing
 * a Hindi text that brings a new letter.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const out = path.resolve(import.meta.dirname, '../src/assets/fonts');

/** Typographic quotes, dashes, ellipsis, bullets, ×, ©, ™ and ₹: what the shop's texts use besides ASCII. */
const PUNCTUATION = '‘’‚“”„–—…•·′″‹›×©®°€™−₹';
const ASCII = String.fromCodePoint(...range(0x20, 0x7e));
/** Body text (Inter) also covers Latin-1 letters, for names and addresses typed by people. */
const BODY = ASCII + String.fromCodePoint(...range(0xa0, 0xff)) + PUNCTUATION;
/** Headings (Space Grotesk) fall back to Inter for anything else. */
const DISPLAY = ASCII + PUNCTUATION;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const FAMILIES = [
  { name: 'inter', pkg: '@fontsource-variable/inter', characters: BODY },
  { name: 'space-grotesk', pkg: '@fontsource-variable/space-grotesk', characters: DISPLAY },
];

/** Kerning, ligatures, contextual forms, tabular figures and mark placement; nothing else. */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case'];

/** The Devanagari characters of Hindi's alphabet and of every Hindi text and date, with the danda, the joiners and the dotted circle. */
function devanagariOfHindiTexts(): string {
  const shared = path.resolve(import.meta.dirname, '../../../packages/shared/src');
  const files = fs.readdirSync(shared, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.hi.ts'));
  const letters = new Set<string>(['\u0964', '\u0965', '\u200c', '\u200d', '\u25cc']);
  // The letters of Hindi's alphabet no text of the shop has (the visarga, ऊ, ऋ, ङ, ञ, ॐ): the admin
  // writes products' Hindi names and stories, which may hold them. The shop's texts bring the rest.
  for (const letter of '\u0903\u090a\u090b\u0919\u091e\u0950') letters.add(letter);
  for (const file of files) {
    for (const char of fs.readFileSync(path.join(shared, file), 'utf8'))
      if (/[\u0900-\u097f]/.test(char)) letters.add(char);
  }
  // The dates a Hindi page writes through Intl (month and weekday names, long and short, with the
  // abbreviation sign): their letters are no text's own.
  const long = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', month: 'long' });
  const short = new Intl.DateTimeFormat('hi-IN', { weekday: 'short', month: 'short' });
  for (let day = 0; day < 366; day += 1) {
    const date = new Date(Date.UTC(2026, 0, 1 + day));
    for (const char of long.format(date) + short.format(date)) if (/[\u0900-\u097f]/.test(char)) letters.add(char);
  }
  return [...letters].sort().join('');
}

/** Indic shaping: nukta, reph, rakar, below-base and half forms, matra and mark placement. */
const DEVANAGARI_FEATURES = ['nukt', 'rphf', 'rkrf', 'blwf', 'half', 'abvs', 'blws', 'psts', 'abvm', 'blwm'];

/**
 * English pages name Hindi in the language switch, in its own script: those six letters have a
 * file of their own, so an English page does not load the whole Devanagari subset for one word.
 */
const HINDI_NAME = 'हिन्दी';

fs.mkdirSync(out, { recursive: true });
{
  const dir = path.join(
    path.dirname(require.resolve('@fontsource-variable/noto-sans-devanagari/package.json')),
    'files',
  );
  const source = fs.readFileSync(path.join(dir, 'noto-sans-devanagari-devanagari-wght-normal.woff2'));
  for (const part of [
    { name: 'noto-sans-devanagari', text: devanagariOfHindiTexts() },
    { name: 'hindi-name', text: HINDI_NAME },
  ]) {
    const subset = await subsetFont(source, part.text, {
      targetFormat: 'woff2',
      variationAxes: { wght: 400 },
      keepFeatures: DEVANAGARI_FEATURES,
    });
    const target = path.join(out, `${part.name}.woff2`);
    fs.writeFileSync(target, subset);
    console.log(`${path.relative(process.cwd(), target)}: ${subset.length} bytes`);
  }
}
for (const family of FAMILIES) {
  const dir = path.join(path.dirname(require.resolve(`${family.pkg}/package.json`)), 'files');
  // Fontsource splits each family by script; ₹ lives in the latin-ext file, everything else in latin.
  const parts = [
    { file: `${family.name}-latin-wght-normal.woff2`, text: family.characters.replace('₹', ''), suffix: 'latin' },
    { file: `${family.name}-latin-ext-wght-normal.woff2`, text: '₹', suffix: 'rupee' },
  ];
  for (const part of parts) {
    const source = fs.readFileSync(path.join(dir, part.file));
    const subset = await subsetFont(source, part.text, {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: 400, max: 700, default: 400 } },
      keepFeatures: FEATURES,
    });
    const target = path.join(out, `${family.name}-${part.suffix}.woff2`);
    fs.writeFileSync(target, subset);
    console.log(`${path.relative(process.cwd(), target)}: ${subset.length} bytes`);
  }
}
