import { LANGUAGE_TAGS, STORE, type Language } from '@shop/shared';
import type { MailMessage } from './mail.ts';
import { markup, type SafeHtml } from './template.ts';

/** One piece of a mail's body, written once and rendered both as HTML and as plain text. */
export type MailBlock = { html: SafeHtml; text: string[] };

const COLOURS = {
  page: '#f7f4ef',
  card: '#ffffff',
  border: '#e3ded5',
  ink: '#1c1c1e',
  body: '#45474d',
  muted: '#6b6b70',
  accent: '#c8643b',
} as const;

const TEXT_WIDTH = 72;

/** Plain text wrapped at 72 columns, as mail readers expect. */
export function wrap(paragraph: string, width = TEXT_WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line];
}

/** What a mail needs of the shop's address: every link and photo in a mail is absolute. */
export type MailSite = { publicUrl: string };

/** A path of the shop (or an address already absolute, a photo on the media host) as a full URL. */
export const siteUrl = (site: MailSite, path: string): string => new URL(path, site.publicUrl).toString();

/**
 * A paragraph; `muted` for the small print. A `link` ends it: its label is the link in the HTML
 * part, and the plain part gives the label and the address.
 */
export function paragraph(
  text: string,
  options: { muted?: boolean; link?: { label: string; url: string } } = {},
): MailBlock {
  const style = options.muted
    ? `margin:0 0 16px;color:${COLOURS.muted};font-size:14px`
    : `margin:0 0 16px;color:${COLOURS.body}`;
  const { link } = options;
  if (!link) return { html: markup`<p style="${style}">${text}</p>`, text: wrap(text) };
  const colour = options.muted ? COLOURS.muted : COLOURS.accent;
  return {
    html: markup`<p style="${style}">${text} <a href="${link.url}" style="color:${colour};text-decoration:underline">${link.label}</a></p>`,
    text: [...wrap(`${text} ${link.label}:`), link.url],
  };
}

/** The title of a part of a longer mail (a report's sections), underlined in the plain part. */
export function section(title: string): MailBlock {
  return {
    html: markup`<h2 style="margin:28px 0 12px;padding-top:20px;border-top:1px solid ${COLOURS.border};font-size:17px;color:${COLOURS.ink}">${title}</h2>`,
    text: [title, '-'.repeat(Math.min(title.length, TEXT_WIDTH))],
  };
}

/** A one-time code, large and monospaced, indented in the plain part. */
export function code(label: string, value: string): MailBlock {
  const style = `display:inline-block;padding:16px 28px;background:${COLOURS.ink};color:#ffffff;border-radius:12px;font-size:32px;font-weight:700;letter-spacing:10px;font-family:Consolas,Menlo,monospace`;
  return {
    html: markup`<p style="margin:0 0 24px;text-align:center"><span style="${style}">${value}</span></p>`,
    text: [`    ${label}: ${value}`],
  };
}

/** Text whose line breaks matter (a message someone typed), kept as written. */
export function preformatted(text: string): MailBlock {
  const style = `margin:0 0 16px;color:${COLOURS.ink};white-space:pre-wrap;border-left:3px solid ${COLOURS.border};padding-left:12px`;
  return { html: markup`<p style="${style}">${text}</p>`, text: text.split(/\r?\n/) };
}

/** Labelled lines (an address, a sender): the label bold, the lines below it. */
export function lines(label: string, values: readonly string[]): MailBlock {
  const body = values.map((v, i) => (i === 0 ? markup`${v}` : markup`<br>${v}`));
  return {
    html: markup`<p style="margin:0 0 16px;color:${COLOURS.body}"><strong style="color:${COLOURS.ink}">${label}</strong><br>${body}</p>`,
    text: [`${label}:`, ...values.map((v) => `  ${v}`)],
  };
}

/**
 * Label / value pairs; the row marked `strong` (a total) stands out. `keepValues` keeps each value
 * on one line (short figures such as "12 orders · ₹10,348"), so on a phone the label wraps instead.
 */
export function facts(
  rows: readonly { label: string; value: string; strong?: boolean }[],
  options: { keepValues?: boolean } = {},
): MailBlock {
  const width = Math.max(...rows.map((r) => r.label.length)) + 2;
  const row = (r: { label: string; value: string; strong?: boolean }) => {
    const style = `padding:4px 0;color:${r.strong ? COLOURS.ink : COLOURS.body}${r.strong ? ';font-weight:700' : ''}`;
    const value = options.keepValues ? `${style};padding-left:12px;white-space:nowrap` : style;
    return markup`<tr><td style="${style}">${r.label}</td><td align="right" style="${value}">${r.value}</td></tr>`;
  };
  return {
    html: markup`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${rows.map(row)}</table>`,
    text: rows.map((r) => `${`${r.label}:`.padEnd(width)}${r.value}`),
  };
}

/** A list of separate items (what went wrong, one thing each), a dash before each in the plain part. */
export function bullets(values: readonly string[]): MailBlock {
  return {
    html: markup`<ul style="margin:0 0 16px;padding-left:20px;color:${COLOURS.body}">${values.map((v) => markup`<li style="margin:0 0 6px">${v}</li>`)}</ul>`,
    text: values.flatMap((v) => wrap(`- ${v}`, TEXT_WIDTH - 2).map((line, i) => (i === 0 ? line : `  ${line}`))),
  };
}

/** A table with a header row, for order lines; the plain part lists one row per line. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): MailBlock {
  const cell = `padding:8px 6px;border-bottom:1px solid ${COLOURS.border};vertical-align:top`;
  const align = (i: number) => (i === 0 ? 'left' : 'right');
  const headRow = head.map((h, i) => markup`<th align="${align(i)}" style="${cell};color:${COLOURS.muted}">${h}</th>`);
  const bodyRows = rows.map(
    (r) => markup`<tr>${r.map((c, i) => markup`<td align="${align(i)}" style="${cell}">${c}</td>`)}</tr>`,
  );
  return {
    html: markup`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;font-size:14px"><tr>${headRow}</tr>${bodyRows}</table>`,
    text: rows.map((r) => `- ${r.join(' | ')}`),
  };
}

/**
 * A call to action: a button in the HTML part, the label and the address in the plain part. The
 * `secondary` one (the way out beside the main action) is outlined.
 */
export function button(label: string, url: string, options: { secondary?: boolean } = {}): MailBlock {
  const look = options.secondary
    ? `background:${COLOURS.card};color:${COLOURS.ink};border:1px solid ${COLOURS.border}`
    : `background:${COLOURS.accent};color:#ffffff;border:1px solid ${COLOURS.accent}`;
  return {
    html: markup`<p style="margin:20px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;border-radius:10px;${look};font-weight:600;text-decoration:none">${label}</a></p>`,
    text: [`${label}:`, url],
  };
}

/** One line of an item list: the product, its photo, what was chosen, and its amount. */
export type ItemRow = {
  /** The product and its colour, "Story Tee (Sand)"; the photo's alt text too. */
  name: string;
  /** The photo's absolute address, or null (a plain tile stands in, so the names stay in line). */
  photo: string | null;
  /** Short facts shown on one line under the name: "Size XL", "Qty 2". */
  details: readonly string[];
  /** Longer notes, each on a line of its own: a return's reason, an exchange's new size. */
  notes?: readonly string[];
  /** The line's amount, on the right. */
  amount?: string;
};

const PHOTO_WIDTH = 64;
const PHOTO_HEIGHT = 80;

/**
 * Bought or returned items, each with a thumbnail of its photo beside its name, its details and
 * its amount. The plain part lists one line per item with the same facts, without the photo.
 */
export function items(rows: readonly ItemRow[]): MailBlock {
  const cell = `padding:12px 0;border-bottom:1px solid ${COLOURS.border};vertical-align:top`;
  const tile = `display:block;width:${PHOTO_WIDTH}px;height:${PHOTO_HEIGHT}px;border-radius:8px;background:${COLOURS.page}`;
  const photo = (row: ItemRow) =>
    row.photo
      ? markup`<img src="${row.photo}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" alt="${row.name}" style="${tile};object-fit:cover;border:0">`
      : markup`<div style="${tile};box-sizing:border-box;border:1px solid ${COLOURS.border}"></div>`;
  // One column of amounts for every row once any row has one, so the rows' rules run full width.
  const amounts = rows.some((row) => row.amount !== undefined);
  const html = rows.map(
    (row) =>
      markup`<tr><td width="${PHOTO_WIDTH + 14}" style="${cell};width:${PHOTO_WIDTH + 14}px">${photo(row)}</td><td style="${cell}"><div style="color:${COLOURS.ink};font-weight:600">${row.name}</div><div style="margin-top:4px;color:${COLOURS.muted};font-size:13px">${row.details.join(' · ')}</div>${(row.notes ?? []).map((note) => markup`<div style="margin-top:2px;color:${COLOURS.body};font-size:13px">${note}</div>`)}</td>${amounts ? markup`<td align="right" style="${cell};padding-left:12px;white-space:nowrap;color:${COLOURS.ink};font-weight:600">${row.amount}</td>` : ''}</tr>`,
  );
  return {
    html: markup`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;border-top:1px solid ${COLOURS.border};font-size:14px">${html}</table>`,
    text: rows.flatMap((row) =>
      // Wrapped two columns short, so a continued line indented under its dash stays within 72.
      wrap(
        `- ${[row.name, ...row.details, ...(row.notes ?? []), ...(row.amount ? [row.amount] : [])].join(' | ')}`,
        TEXT_WIDTH - 2,
      ).map((line, i) => (i === 0 ? line : `  ${line}`)),
    ),
  };
}

export type LayoutInput = {
  to: string;
  subject: string;
  /** The title in the card. */
  heading: string;
  /** "Hi Asha," — omitted for mails to the shop itself. */
  greeting?: string;
  blocks: readonly MailBlock[];
  /** The small print at the bottom; the shop's signature (in the mail's language) by default. */
  footer?: string;
  /** The language the mail is written in (its `<html lang>` and signature); English by default. */
  language?: Language;
};

/** The signature; an answer to any mail reaches support (its Reply-To), so replying is the way to ask. */
export const DEFAULT_FOOTER = `${STORE.name} - ${STORE.tagline}. Questions? Reply to this mail, or write to ${STORE.supportEmail}.`;
const FOOTERS: Record<Language, string> = {
  en: DEFAULT_FOOTER,
  hi: `${STORE.name} - हर फ़िट एक कहानी कहता है। कोई सवाल? इस मेल का जवाब दें, या ${STORE.supportEmail} पर लिखें।`,
};

/**
 * Every mail the shop sends, in one branded layout: a card with the wordmark, a heading, the body
 * and the signature; the plain part says the same in short lines, wrapped at 72 columns. On a
 * phone (in the mail programs that read a style sheet) the card's margins narrow, leaving the
 * width to the words.
 */
export function layoutMail(input: LayoutInput): MailMessage {
  const language = input.language ?? 'en';
  const footer = input.footer ?? FOOTERS[language];
  const text = [
    ...(input.greeting ? [input.greeting, ''] : []),
    ...input.blocks.flatMap((block, i) => (i === 0 ? block.text : ['', ...block.text])),
    '',
    '--',
    ...wrap(footer),
  ].join('\n');

  const html = markup`<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${input.subject}</title>
<style>@media (max-width:480px){.sf-page{padding:16px 8px!important}.sf-pad{padding-left:20px!important;padding-right:20px!important}}</style></head>
<body style="margin:0;background:${COLOURS.page};font-family:Inter,Segoe UI,Arial,sans-serif;color:${COLOURS.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="sf-page" style="background:${COLOURS.page};padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLOURS.card};border:1px solid ${COLOURS.border};border-radius:16px">
<tr><td class="sf-pad" style="padding:24px 32px;border-bottom:1px solid ${COLOURS.border};font-size:24px;font-weight:700">Story<span style="color:${COLOURS.accent}">Fit</span></td></tr>
<tr><td class="sf-pad" style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${input.heading}</h1>
${input.greeting ? markup`<p style="margin:0 0 12px">${input.greeting}</p>\n` : ''}${input.blocks.map((block) => markup`${block.html}\n`)}</td></tr>
<tr><td class="sf-pad" style="padding:20px 32px;border-top:1px solid ${COLOURS.border};color:${COLOURS.muted};font-size:12px">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  return { to: input.to, subject: input.subject.replace(/[\r\n]+/g, ' '), text, html: html.value };
}
