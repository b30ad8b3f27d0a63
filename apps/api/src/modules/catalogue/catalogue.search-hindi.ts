/**
 * How shoppers write Hindi in a search box, in Devanagari or in Latin letters as they speak it
 * (docs/decisions/0304), and the English word of the catalogue each means. A search word found
 * here is searched as that English word (with the English word's own alternatives) and as itself.
 * Words are written folded (lower case) and, for Devanagari, without the nukta dot: `hindiKey`
 * reads a typed word the same way, so "सफ़ेद" and "सफेद" are one word.
 */
const HINDI_TO_ENGLISH: Record<string, readonly string[]> = {
  // Colours.
  black: ['kaala', 'kala', 'kaali', 'kali', 'kaale', 'kale', 'काला', 'काली', 'काले'],
  white: ['safed', 'safaid', 'sufed', 'shwet', 'सफेद', 'सफ़ेद', 'श्वेत'],
  blue: ['neela', 'nila', 'neeli', 'nili', 'neele', 'नीला', 'नीली', 'नीले', 'aasmani', 'asmani', 'आसमानी'],
  red: ['laal', 'lal', 'लाल'],
  green: ['hara', 'hari', 'hare', 'हरा', 'हरी', 'हरे'],
  yellow: ['peela', 'pila', 'peeli', 'pili', 'peele', 'पीला', 'पीली', 'पीले'],
  brown: ['bhura', 'bhoora', 'bhuri', 'भूरा', 'भूरी'],
  orange: ['narangi', 'naranji', 'kesari', 'kesariya', 'नारंगी', 'केसरी', 'केसरिया'],
  pink: ['gulabi', 'गुलाबी'],
  purple: ['baingani', 'jamuni', 'बैंगनी', 'जामुनी'],
  grey: ['sleti', 'saleti', 'स्लेटी', 'धूसर'],
  maroon: ['mehroon', 'mehrun', 'मैरून', 'महरून'],
  // The garment. The shop sells one: an oversized tee. A kurta, kurti or kameez is a top worn
  // loose over the body, the nearest of what the shop has to what such a shopper is after.
  tee: [
    'kurta',
    'kurte',
    'kurti',
    'kameez',
    'kamiz',
    'tishirt',
    'tishirts',
    'teeshirt',
    'teeshirts',
    'tshrt',
    'कुर्ता',
    'कुर्ते',
    'कुर्ती',
    'कमीज',
    'कमीज़',
    'टी',
    'टीशर्ट',
    'टी-शर्ट',
    'टीशर्टें',
  ],
  // The cut every tee of the shop has.
  oversized: ['dheela', 'dhila', 'dheeli', 'dhili', 'ढीला', 'ढीली', 'ओवरसाइज', 'ओवरसाइज़'],
  // Fabric and print.
  cotton: ['sooti', 'suti', 'सूती', 'कॉटन'],
  print: ['chhapai', 'छपाई', 'प्रिंट'],
};

/** A typed word as the table's words are kept: Devanagari composed, its nukta and joiners dropped. */
export function hindiKey(word: string): string {
  return word.normalize('NFC').replace(/[\u093C\u200C\u200D]/gu, '');
}

const englishOfHindi = new Map<string, string>();
for (const [english, words] of Object.entries(HINDI_TO_ENGLISH)) {
  for (const word of words) englishOfHindi.set(hindiKey(word), english);
}

/** The English word of the catalogue a Hindi or Hinglish search word means, if it is one. */
export function englishOf(word: string): string | undefined {
  return englishOfHindi.get(hindiKey(word));
}
