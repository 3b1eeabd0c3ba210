import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml } from './html-entities';
import { parseSafeHtml, safeHref, sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed subset as written', () => {
    const html =
      '<h3>Tajuk</h3><p>Satu <strong>dua</strong> <em>tiga</em><br>empat</p><ol><li>a</li></ol><h4>x</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and iframes with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeHtml('<SCRIPT src=x></SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil"></iframe>x')).toBe('x');
    expect(sanitizeHtml('<p>never closed<script>alert(1)')).toBe('<p>never closed</p>');
  });

  it('removes event handlers and every attribute but a safe href', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml('<a href="https://mahir.my/kursus" onmouseover="x()">Mahir</a>')).toBe(
      '<a href="https://mahir.my/kursus" rel="noopener noreferrer nofollow" target="_blank">Mahir</a>',
    );
  });

  it('refuses javascript, data and relative links, even when encoded', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href=" data:text/html,hi">x</a>')).toBe('x');
    expect(sanitizeHtml("<a href='/login'>x</a>")).toBe('x');
    expect(safeHref('HTTP://Example.com/a b')).toBe('http://example.com/a%20b');
    expect(safeHref('https://')).toBeNull();
  });

  it('unwraps unknown tags but keeps their text, and maps b and i', () => {
    expect(sanitizeHtml('<div><span>teks</span></div>')).toBe('teks');
    expect(sanitizeHtml('<b>tebal</b> <i>condong</i>')).toBe('<strong>tebal</strong> <em>condong</em>');
    expect(sanitizeHtml('<h1>Besar</h1>')).toBe('Besar');
  });

  it('escapes stray markup characters and comments cannot smuggle tags', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
    expect(sanitizeHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('repairs nesting: closes open tags, ignores stray closers, no nested links or orphan items', () => {
    expect(sanitizeHtml('<p>a<p>b')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('</p><strong>x')).toBe('<strong>x</strong>');
    expect(sanitizeHtml('<li>lone</li>')).toBe('lone');
    expect(sanitizeHtml('<ul>\n  <li>a</li>\n</ul>')).toBe('<ul><li>a</li></ul>');
    expect(sanitizeHtml('<a href="https://a.my">1<a href="https://b.my">2</a></a>')).toBe(
      '<a href="https://a.my/" rel="noopener noreferrer nofollow" target="_blank">12</a>',
    );
  });

  it('parses into a tree of decoded text for rendering without innerHTML', () => {
    expect(parseSafeHtml('<p>Tom &amp; Jerry&nbsp;&#8211; <em>ok</em></p>')).toEqual([
      {
        type: 'element',
        tag: 'p',
        children: [
          { type: 'text', text: 'Tom & Jerry\u00a0\u2013 ' },
          { type: 'element', tag: 'em', children: [{ type: 'text', text: 'ok' }] },
        ],
      },
    ]);
  });
});

describe('html entities', () => {
  it('decodes named and numeric references and leaves unknown ones', () => {
    expect(decodeEntities('&lt;&#39;&#x27;&AMP;&unknown;&#0;')).toBe("<''&&unknown;\ufffd");
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
