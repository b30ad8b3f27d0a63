import { escapeHtml } from '../html/html.ts';

/** HTML that is already safe: built by `markup` or handed over on purpose through `raw`. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

export type Interpolation = string | number | SafeHtml | null | undefined | false | readonly Interpolation[];

/** Markup the caller vouches for; never pass it text that came from a person. */
export function raw(trusted: string): SafeHtml {
  return new SafeHtml(trusted);
}

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * A tagged template for mail markup: every interpolated value is escaped unless it is itself
 * `markup` or `raw`; arrays are joined; null, undefined and false render as nothing.
 */
export function markup(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}
