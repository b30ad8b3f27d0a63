/**
 * Translating the shop's finished English sentences into a twin language: the API's refusals
 * (`plugins/errors.ts`) and the storefront's validation messages and toasts, which the shared
 * schemas and screens write in English, go through the same translator (docs/decisions/0311, 0313).
 */
/** An English group of texts beside its twin. */
export type MessageTwins = readonly [english: object, twin: object];

type Text = string | ((...args: never[]) => string);

/**
 * A translator of finished sentences. Called, it writes a sentence's twin (or the sentence as it
 * is); `exact` answers only for a sentence that is one of its fixed texts, whole. Several
 * translators side by side try every `exact` first: a shaped text of one group (`{field} is
 * required`) must not take a sentence another group holds word for word (`Message is required`).
 */
export type MessageTranslator = {
  (message: string): string;
  exact(message: string): string | undefined;
};
type TextFunction = (...args: unknown[]) => string;

/**
 * The values a text with values is tried with, to learn where each goes in its sentence: large
 * distinct numbers no sentence holds otherwise, and for one value also 1 and 0 (a text may say
 * "out of stock" rather than "0 left").
 */
function probesFor(arity: number): number[][] {
  const distinct = Array.from({ length: arity }, (_, i) => 7_919_111 + i);
  return arity === 1 ? [distinct, [1], [0]] : [distinct];
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Translates the texts the server refuses with from English into a twin language. The services
 * throw finished English sentences (`Only 3 left in stock`); this finds the text of the English
 * catalogue each came from and writes its twin with the same values. A fixed text is looked up
 * whole; a text with values is matched by the shapes it takes for a few tried values, and the
 * values read back are checked by writing the English again. A sentence of no catalogue text
 * (Fastify's own, a library's) stays as it is.
 */
export function messageTranslator(twins: readonly MessageTwins[]): MessageTranslator {
  const fixed = new Map<string, string>();
  const shaped: { pattern: RegExp; order: number[]; arity: number; english: TextFunction; twin: TextFunction }[] = [];
  for (const [english, twin] of twins) {
    for (const [key, text] of Object.entries(english) as [string, Text][]) {
      const translated = (twin as Record<string, Text>)[key];
      if (typeof text === 'string') {
        if (typeof translated === 'string' && translated !== text && !fixed.has(text)) fixed.set(text, translated);
        continue;
      }
      if (typeof translated !== 'function' || translated === text) continue;
      const arity = Math.max(text.length, 1);
      for (const probes of probesFor(arity)) {
        const english = text as TextFunction;
        let sample: string;
        try {
          sample = english(...probes);
        } catch {
          continue; // a text whose values are not numbers (it reads them): translated when fixed only
        }
        const pieces = sample.split(new RegExp(`(${probes.join('|')})`));
        if (pieces.length === 1) {
          // The same sentence whatever the values: a fixed text.
          if (!fixed.has(sample)) fixed.set(sample, (translated as TextFunction)(...probes));
          continue;
        }
        // Odd pieces are the values, in the sentence's order: each group remembers its argument.
        const order = pieces.filter((_, i) => i % 2 === 1).map((value) => probes.indexOf(Number(value)));
        const source = pieces.map((piece, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(piece))).join('');
        shaped.push({ pattern: new RegExp(`^${source}$`), order, arity, english, twin: translated as TextFunction });
      }
    }
  }

  const translate = (message: string): string => {
    const whole = fixed.get(message);
    if (whole !== undefined) return whole;
    for (const { pattern, order, arity, english, twin } of shaped) {
      const match = pattern.exec(message);
      if (!match) continue;
      const values: unknown[] = Array.from({ length: arity });
      match.slice(1).forEach((value, i) => {
        values[order[i]!] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
      });
      if (english(...values) === message) return twin(...values);
    }
    return message;
  };
  return Object.assign(translate, { exact: (message: string) => fixed.get(message) });
}
