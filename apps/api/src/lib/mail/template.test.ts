import { describe, expect, it } from 'vitest';
import {
  bullets,
  button,
  code,
  facts,
  items,
  layoutMail,
  lines,
  paragraph,
  preformatted,
  section,
  siteUrl,
  table,
  wrap,
} from './layout.ts';
import { markup, raw } from './template.ts';

describe('the markup template tag', () => {
  it('escapes every interpolation, joins arrays, drops empty values and trusts only html or raw', () => {
    const name = `Zoya <script>alert("x")</script> & 'co'`;
    const parts = [markup`<b>${'<i>'}</b>`, 2];
    const out = markup`<p title="${name}">${name}</p>${parts}${null}${undefined}${false}${raw('<hr>')}`;
    expect(out.value).toBe(
      '<p title="Zoya &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">' +
        'Zoya &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p><b>&lt;i&gt;</b>2<hr>',
    );
  });
});

describe('the mail layout', () => {
  const mail = layoutMail({
    to: 'asha@example.in',
    subject: 'A subject with\r\na line break',
    heading: 'Heading <1>',
    greeting: 'Hi Asha <A>,',
    blocks: [
      paragraph(
        'A paragraph that is long enough to be wrapped in the plain part of the mail, because it runs past seventy-two columns.',
      ),
      code('Your code', '123456'),
      lines('Ship to', ['Asha <Verma>', '12 MG Road']),
      facts([
        { label: 'Subtotal', value: '₹1,398' },
        { label: 'Total', value: '₹1,518', strong: true },
      ]),
      table(['Item', 'Qty'], [['Tee <b>', '2']]),
      preformatted('line one\nline <two>'),
    ],
  });

  it('brands the HTML part and escapes everything a person wrote', () => {
    expect(mail.subject).toBe('A subject with a line break');
    expect(mail.html).toContain('Story<span style="color:#c8643b">Fit</span>');
    expect(mail.html).toContain('<h1 style="margin:0 0 16px;font-size:22px">Heading &lt;1&gt;</h1>');
    expect(mail.html).toContain('Hi Asha &lt;A&gt;,');
    expect(mail.html).toContain('Asha &lt;Verma&gt;<br>12 MG Road');
    expect(mail.html).toContain('Tee &lt;b&gt;');
    expect(mail.html).toContain('line one\nline &lt;two&gt;');
    expect(mail.html).not.toMatch(/<(b|two|A|Verma)>/);
    expect(mail.html).toContain(
      'StoryFit - every fit tells a story. Questions? Reply to this mail, or write to support@storyfit.in.',
    );
  });

  it('says the same in the plain part, wrapped at 72 columns, with the signature', () => {
    expect(mail.text.startsWith('Hi Asha <A>,\n\nA paragraph that is long enough')).toBe(true);
    expect(mail.text).toContain('    Your code: 123456');
    expect(mail.text).toContain('Ship to:\n  Asha <Verma>\n  12 MG Road');
    expect(mail.text).toContain('Subtotal: ₹1,398\nTotal:    ₹1,518');
    expect(mail.text).toContain('- Tee <b> | 2');
    expect(mail.text).toContain('line one\nline <two>');
    expect(
      mail.text.endsWith(
        '\n--\nStoryFit - every fit tells a story. Questions? Reply to this mail, or\nwrite to support@storyfit.in.',
      ),
    ).toBe(true);
    expect(mail.text.split('\n').every((line) => line.length <= 72)).toBe(true);
  });

  it('wraps on word boundaries', () => {
    expect(wrap('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
  });
});

describe('the item list', () => {
  const list = items([
    {
      name: 'Story Tee <Sand>',
      photo: 'https://shop.storyfit.test/media/images/ab12-320.webp',
      details: ['Size XL', 'Qty 2'],
      amount: '₹1,398',
    },
    {
      name: 'A tee whose name is long enough to wrap in the plain part of a mail, surely',
      photo: null,
      details: ['Size M', 'Qty 1'],
      notes: ['Too small', 'Exchange for size L'],
    },
  ]);

  it('shows each photo with its product as alt text, a plain tile where there is none', () => {
    expect(list.html.value).toContain(
      '<img src="https://shop.storyfit.test/media/images/ab12-320.webp" width="64" height="80" alt="Story Tee &lt;Sand&gt;"',
    );
    expect(list.html.value.match(/<img /g)).toHaveLength(1);
    expect(list.html.value).toContain('Size XL · Qty 2');
    expect(list.html.value).toContain('>₹1,398</td>');
    expect(list.html.value).toContain('>Exchange for size L</div>');
  });

  it('gives every row the amount column once one row has an amount, so the rules run full width', () => {
    expect(list.html.value.match(/<td align="right"/g)).toHaveLength(2);
  });

  it('lists the same facts in the plain part, a continued line indented, within 72 columns', () => {
    expect(list.text[0]).toBe('- Story Tee <Sand> | Size XL | Qty 2 | ₹1,398');
    expect(list.text.slice(1).join('\n')).toBe(
      '- A tee whose name is long enough to wrap in the plain part of a mail,\n' +
        '  surely | Size M | Qty 1 | Too small | Exchange for size L',
    );
    expect(list.text.every((line) => line.length <= 72)).toBe(true);
  });
});

describe('links', () => {
  it('a button names its action in the HTML part and keeps the address in the plain part', () => {
    const main = button('Pay <now>', 'https://shop.storyfit.test/pay?a=1&b=2');
    expect(main.html.value).toContain('<a href="https://shop.storyfit.test/pay?a=1&amp;b=2"');
    expect(main.html.value).toContain('>Pay &lt;now&gt;</a>');
    expect(main.text).toEqual(['Pay <now>:', 'https://shop.storyfit.test/pay?a=1&b=2']);
    const secondary = button('Cancel', 'https://shop.storyfit.test/x', { secondary: true });
    expect(secondary.html.value).toContain('background:#ffffff;color:#1c1c1e');
  });

  it('a paragraph may end with a named link', () => {
    const block = paragraph('No more mails?', { muted: true, link: { label: 'Unsubscribe', url: 'https://s.test/u' } });
    expect(block.html.value).toMatch(/No more mails\? <a href="https:\/\/s.test\/u"[^>]*>Unsubscribe<\/a><\/p>$/);
    expect(block.text).toEqual(['No more mails? Unsubscribe:', 'https://s.test/u']);
  });

  it('paths are made absolute on the shop, addresses elsewhere are kept', () => {
    const site = { publicUrl: 'https://shop.storyfit.test' };
    expect(siteUrl(site, '/media/images/a-320.webp')).toBe('https://shop.storyfit.test/media/images/a-320.webp');
    expect(siteUrl(site, 'https://media.storyfit.test/a.webp')).toBe('https://media.storyfit.test/a.webp');
  });
});

describe('the blocks of a report', () => {
  it('a section is a heading, underlined in the plain part', () => {
    const block = section('Low stock <today>');
    expect(block.html.value).toMatch(/^<h2 [^>]*>Low stock &lt;today&gt;<\/h2>$/);
    expect(block.text).toEqual(['Low stock <today>', '-----------------']);
  });

  it('bullets list separate things, each with a dash in the plain part', () => {
    const block = bullets(['Refund for order #100029', `Mail: ${'word '.repeat(20).trim()}`]);
    expect(block.html.value).toContain('<li style="margin:0 0 6px">Refund for order #100029</li>');
    expect(block.text[0]).toBe('- Refund for order #100029');
    expect(block.text.slice(1).every((line, i) => line.length <= 72 && (i === 0 || line.startsWith('  ')))).toBe(true);
  });

  it('facts may keep their values on one line, so a phone wraps the label instead', () => {
    const rows = [{ label: 'Online payment', value: '12 orders · ₹10,348' }];
    expect(facts(rows, { keepValues: true }).html.value).toContain('white-space:nowrap">12 orders · ₹10,348</td>');
    expect(facts(rows).html.value).not.toContain('nowrap');
  });
});
