import { renderTemplate } from '../src';
import { loadVectors, vectorsPresent } from './vectors';

/**
 * Hostile merchant or visitor text must come out inert. Two kinds of test:
 * - the escaping formatters (html, htmlattr, safe, json) on hostile strings;
 * - every storefront markup formatter, run on the conformance vectors' data with every free-text
 *   string replaced by a hostile one: the markup must have exactly the same tags and attributes
 *   as when the same strings are replaced by harmless text (nothing broke out: no injected
 *   element, script or attribute), and never link to a `javascript:` URL.
 */
const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(1)>' onmouseover='x' " onfocus="y javascript:alert(2)`;
const HOSTILE_URL = 'javascript:alert(3)';

const render = (template: string, json: unknown) => renderTemplate({ template, json }).output;

describe('escaping formatters', () => {
  test('html escapes markup in text', () => {
    expect(render('<p>{s|html}</p>', { s: HOSTILE })).not.toMatch(/<script|<img/);
    expect(render('{s|html}', { s: '<b>&</b>' })).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
  });

  test('htmlattr keeps a value inside its double-quoted attribute', () => {
    const out = render('<a title="{s|htmlattr}" href="{u|htmlattr}">x</a>', { s: HOSTILE, u: HOSTILE_URL });
    expect(out).toBe(
      `<a title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;' onmouseover='x' &quot; onfocus=&quot;y javascript:alert(2)" href="javascript:alert(3)">x</a>`,
    );
    // htmlattr only stops breakouts; a URL from data still needs its scheme checked by whoever
    // prints it as a link, which is why the storefront's own helpers only link to /cart.
  });

  test('safe strips tags, including unterminated ones', () => {
    expect(render('{s|safe}', { s: HOSTILE })).not.toMatch(/</);
    expect(render('{s|safe}', { s: '<b>bold</b> <img src=x onerror=alert(1)' })).toBe('bold ');
  });

  test('json cannot close a script element', () => {
    const out = render('<script>var d = {d|json};</script>', { d: { t: '</script><script>alert(1)</script>' } });
    expect(out.match(/<\/script>/g)).toHaveLength(1);
  });
});

const MARKUP_FORMATTERS = [
  'add-to-cart-btn',
  'quantity-input',
  'variants-select',
  'product-quick-view',
  'product-restock-notification',
  'product-scarcity',
  'product-checkout',
  'summary-form-field',
  'product-price',
  'product-status',
  'sale-price',
  'normal-price',
  'from-price',
  'subscription-price',
  'image',
  'image-meta',
  'child-image-meta',
  'audio-player',
  'video',
  'comments',
  'comment-link',
  'like-button',
  'social-button',
  'social-button-inline',
  'twitter-follow-button',
  'timesince',
];

/** Values that select behaviour (codes, units, currencies, numbers, flags) keep their value. */
function isFreeText(key: string, value: string): boolean {
  if (/^-?\d+(\.\d+)?$/.test(value) || value === 'true' || value === 'false' || value === '') return false;
  if (/^[A-Z_]+$/.test(value)) return false; // enum-like: USD, MONTH, US
  return !/^(productType|recordType|type|unit|currency|currencyCode|timeZone|originalSize|layout|style|kind|locale)$/i.test(
    key,
  );
}

function replaceText(value: unknown, key: string, replacement: (key: string) => string): unknown {
  if (typeof value === 'string') return isFreeText(key, value) ? replacement(key) : value;
  if (Array.isArray(value)) return value.map((v) => replaceText(v, key, replacement));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = replaceText(v, k, replacement);
    return out;
  }
  return value;
}

const looksLikeUrl = (key: string) => /url|href|link|src/i.test(key);

/** Tag names and attribute names in order: what an injection would change. */
function outline(html: string): string {
  const tags = html.match(/<\/?[a-zA-Z][^>]*>/g) ?? [];
  return tags.map((t) => t.replace(/"[^"]*"/g, '""').replace(/\s+/g, ' ')).join('');
}

const present = vectorsPresent();
(present ? describe : describe.skip)('storefront markup formatters with hostile data', () => {
  const vectors = present
    ? loadVectors().filter((v) => MARKUP_FORMATTERS.some((f) => v.template.includes(`|${f}`)))
    : [];

  test('the vectors exercise every markup formatter listed', () => {
    for (const f of MARKUP_FORMATTERS) {
      expect(vectors.some((v) => v.template.includes(`|${f}`))).toBe(true);
    }
  });

  for (const v of vectors) {
    test(v.id, () => {
      const run = (json: unknown) =>
        renderTemplate({ template: v.template, json, partials: v.partials, locale: v.locale, now: v.now }).output;
      const benign = run(replaceText(v.json, '', (k) => (looksLikeUrl(k) ? 'https://example.com/x' : 'plain text')));
      const hostile = run(replaceText(v.json, '', (k) => (looksLikeUrl(k) ? HOSTILE_URL : HOSTILE)));
      expect(hostile).not.toMatch(/<img src=x/i);
      expect(hostile).not.toMatch(/href\s*=\s*"\s*javascript:/i);
      // same tags (including any script the formatter emits itself) and same attributes
      expect(outline(hostile)).toBe(outline(benign));
    });
  }
});
