import { STORE } from '@shop/shared';
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

/** A paragraph; `muted` for the small print. */
export function paragraph(text: string, options: { muted?: boolean } = {}): MailBlock {
  const style = options.muted
    ? `margin:0 0 16px;color:${COLOURS.muted};font-size:14px`
    : `margin:0 0 16px;color:${COLOURS.body}`;
  return { html: markup`<p style="${style}">${text}</p>`, text: wrap(text) };
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

/** Label / value pairs; the row marked `strong` (a total) stands out. */
export function facts(rows: readonly { label: string; value: string; strong?: boolean }[]): MailBlock {
  const width = Math.max(...rows.map((r) => r.label.length)) + 2;
  const row = (r: { label: string; value: string; strong?: boolean }) => {
    const style = `padding:4px 0;color:${r.strong ? COLOURS.ink : COLOURS.body}${r.strong ? ';font-weight:700' : ''}`;
    return markup`<tr><td style="${style}">${r.label}</td><td align="right" style="${style}">${r.value}</td></tr>`;
  };
  return {
    html: markup`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${rows.map(row)}</table>`,
    text: rows.map((r) => `${`${r.label}:`.padEnd(width)}${r.value}`),
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

/** A call to action: a button in the HTML part, the label and the address in the plain part. */
export function button(label: string, url: string): MailBlock {
  return {
    html: markup`<p style="margin:20px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;border-radius:10px;background:${COLOURS.accent};color:#ffffff;font-weight:600;text-decoration:none">${label}</a></p>`,
    text: [`${label}:`, url],
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
  /** The small print at the bottom; the shop's signature by default. */
  footer?: string;
};

export const DEFAULT_FOOTER = `${STORE.name} - ${STORE.tagline}. Questions? Write to ${STORE.supportEmail}.`;

/**
 * Every mail the shop sends, in one branded layout: a card with the wordmark, a heading, the body
 * and the signature; the plain part says the same in short lines, wrapped at 72 columns.
 */
export function layoutMail(input: LayoutInput): MailMessage {
  const footer = input.footer ?? DEFAULT_FOOTER;
  const text = [
    ...(input.greeting ? [input.greeting, ''] : []),
    ...input.blocks.flatMap((block, i) => (i === 0 ? block.text : ['', ...block.text])),
    '',
    '--',
    ...wrap(footer),
  ].join('\n');

  const html = markup`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${input.subject}</title></head>
<body style="margin:0;background:${COLOURS.page};font-family:Inter,Segoe UI,Arial,sans-serif;color:${COLOURS.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.page};padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLOURS.card};border:1px solid ${COLOURS.border};border-radius:16px">
<tr><td style="padding:24px 32px;border-bottom:1px solid ${COLOURS.border};font-size:24px;font-weight:700">Story<span style="color:${COLOURS.accent}">Fit</span></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${input.heading}</h1>
${input.greeting ? markup`<p style="margin:0 0 12px">${input.greeting}</p>\n` : ''}${input.blocks.map((block) => markup`${block.html}\n`)}</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${COLOURS.border};color:${COLOURS.muted};font-size:12px">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  return { to: input.to, subject: input.subject.replace(/[\r\n]+/g, ' '), text, html: html.value };
}
