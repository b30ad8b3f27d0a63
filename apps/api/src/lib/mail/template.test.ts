import { describe, expect, it } from 'vitest';
import { code, facts, layoutMail, lines, paragraph, preformatted, table, wrap } from './layout.ts';
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
    expect(mail.html).toContain('StoryFit - every fit tells a story. Questions? Write to support@storyfit.in.');
  });

  it('says the same in the plain part, wrapped at 72 columns, with the signature', () => {
    expect(mail.text.startsWith('Hi Asha <A>,\n\nA paragraph that is long enough')).toBe(true);
    expect(mail.text).toContain('    Your code: 123456');
    expect(mail.text).toContain('Ship to:\n  Asha <Verma>\n  12 MG Road');
    expect(mail.text).toContain('Subtotal: ₹1,398\nTotal:    ₹1,518');
    expect(mail.text).toContain('- Tee <b> | 2');
    expect(mail.text).toContain('line one\nline <two>');
    expect(
      mail.text.endsWith('\n--\nStoryFit - every fit tells a story. Questions? Write to\nsupport@storyfit.in.'),
    ).toBe(true);
    expect(mail.text.split('\n').every((line) => line.length <= 72)).toBe(true);
  });

  it('wraps on word boundaries', () => {
    expect(wrap('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
  });
});
