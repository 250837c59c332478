import { describe, expect, it } from 'vitest';
import { removeAccents, slugify, stripHtml } from './slug';

describe('slugify', () => {
  it.each([
    ['removes Vietnamese accents from a product title', 'Áo thun nữ cổ tròn', 'ao-thun-nu-co-tron'],
    ['turns đ and Đ into d', 'Đồ đạc Đẹp', 'do-dac-dep'],
    ['covers every Vietnamese vowel with its tones', 'ăâêôơư ÀẢÃÁẠ ỳỷỹýỵ', 'aaeoou-aaaaa-yyyyy'],
    ['lowercases', 'Summer SALE', 'summer-sale'],
    ['turns runs of spaces, tabs and newlines into one hyphen', 'red \t\n shoes', 'red-shoes'],
    ['removes punctuation and symbols', 'Tea & Coffee (50% off!)', 'tea-coffee-50-off'],
    ['collapses repeated hyphens', 'a -- b---c', 'a-b-c'],
    ['trims leading and trailing hyphens and spaces', '  -Hello world-  ', 'hello-world'],
    ['keeps digits and underscores', 'item_2024 v2', 'item_2024-v2'],
    ['gives an empty handle for text with no letters or digits', '!!! ???', ''],
  ])('%s', (_name, input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('reads the same for precomposed and decomposed Vietnamese input', () => {
    const title = 'Đặng Thị Ánh';
    expect(slugify(title.normalize('NFD'))).toBe(slugify(title.normalize('NFC')));
    expect(slugify(title)).toBe('dang-thi-anh');
  });

  it('removeAccents keeps case and spacing', () => {
    expect(removeAccents('Đặng  Ánh')).toBe('Dang  Anh');
  });
});

describe('stripHtml', () => {
  it('drops script blocks together with their code', () => {
    expect(stripHtml('<p>Hi</p><script type="text/javascript">alert("x<b>")</script>there')).toBe('Hi there');
  });

  it('drops style blocks together with their rules', () => {
    expect(stripHtml('<STYLE>p { color: red }</STYLE>Plain')).toBe('Plain');
  });

  it('removes every tag but keeps inline text together', () => {
    expect(stripHtml('Hello <b>wor</b>ld <a href="/x">link</a>')).toBe('Hello world link');
  });

  it('keeps words in separate paragraphs and lines apart', () => {
    expect(stripHtml('<p>One</p><p>Two</p>Three<br/>Four')).toBe('One Two Three Four');
  });

  it('decodes the basic entities', () => {
    expect(stripHtml('&lt;tag&gt; &quot;q&quot; it&#39;s a&nbsp;b &amp; c')).toBe(`<tag> "q" it's a b & c`);
  });

  it('decodes &amp; only once, so escaped entities stay as text', () => {
    expect(stripHtml('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('does not turn escaped markup back into tags to remove', () => {
    expect(stripHtml('5 &lt; 6 &amp;&amp; 7 &gt; 3')).toBe('5 < 6 && 7 > 3');
  });

  it('collapses whitespace and trims', () => {
    expect(stripHtml('  a \n\n  b\t c  ')).toBe('a b c');
  });

  it('drops HTML comments', () => {
    expect(stripHtml('a<!-- hidden <b>note</b> -->b')).toBe('ab');
  });
});
