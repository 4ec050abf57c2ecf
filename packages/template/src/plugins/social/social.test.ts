import { renderTemplate } from '../../index';
import { applyFormatter, expectInert, HOSTILE_MARKUP } from '../../../test/formatter-harness';
import { family } from './index';

const HOSTILE = HOSTILE_MARKUP;

const format = (name: string, value: unknown, json: unknown = {}) =>
  String(applyFormatter(family.formatters[name], value, { json }));

describe('comment-count', () => {
  test.each([
    [undefined, 'No Comments'],
    [0, 'No Comments'],
    [1, '1 Comment'],
    [10, '10 Comments'],
  ])('%j -> %s', (count, text) => {
    expect(format('comment-count', { publicCommentCount: count })).toBe(text);
  });
});

describe('comment-link', () => {
  test('links to the comments with the count', () => {
    expect(format('comment-link', { id: 'i', fullUrl: '/post', publicCommentCount: 2 })).toBe(
      '\n  <a href="/post#comments-i" class="sqs-comment-link" data-id="i">\n  2\n  Comments\n  </a>\n',
    );
  });

  test('is left for Disqus to fill in', () => {
    expect(format('comment-link', { id: 'i', fullUrl: '/post' }, { websiteSettings: { disqusShortname: 'x' } })).toBe(
      '\n  <a href="/post" class="sqs-comment-link sqs-disqus-comment-link" data-id="i"></a>\n',
    );
  });

  test('never links to script', () => {
    for (const url of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(format('comment-link', { id: 'i', fullUrl: url })).toContain('href="#"');
      expect(
        format('comment-link', { id: 'i', fullUrl: url }, { websiteSettings: { disqusShortname: 'x' } }),
      ).toContain('href="#"');
    }
  });

  test('escapes the URL and id', () => {
    expectInert(format('comment-link', { id: HOSTILE, fullUrl: HOSTILE, publicCommentCount: 1 }));
  });
});

describe('comments', () => {
  test('names the item thread', () => {
    const { output } = renderTemplate({
      template: '{item|comments}',
      json: { item: { id: 'i', publicCommentCount: 2, commentState: 1 } },
    });
    expect(output).toBe(
      '\n  <div class="squarespace-comments" id="comments-i" data-item-id="i" data-public-comment-count="2" data-comment-state="1"></div>\n',
    );
  });

  test('names the collection thread', () => {
    const { output } = renderTemplate({ template: '{collection|comments}', json: { collection: { id: 'c' } } });
    expect(output).toContain('data-collection-id="c"');
  });

  test('Disqus thread', () => {
    expect(format('comments', { id: 'i' }, { websiteSettings: { disqusShortname: 'x' } })).toBe(
      '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n',
    );
  });

  test('escapes ids and counts', () => {
    const { output } = renderTemplate({
      template: '{item|comments}',
      json: { item: { id: HOSTILE, publicCommentCount: HOSTILE, commentState: HOSTILE } },
    });
    expectInert(output);
  });
});

describe('like-button', () => {
  test('only with simple liking enabled', () => {
    expect(format('like-button', { id: 'i', likeCount: 3 })).toBe('');
    expect(
      format('like-button', { id: 'i', likeCount: 3 }, { websiteSettings: { simpleLikingEnabled: true } }),
    ).toContain('data-item-id="i" data-like-count="3"');
  });

  test('escapes fields', () => {
    expectInert(
      format('like-button', { id: HOSTILE, likeCount: HOSTILE }, { websiteSettings: { simpleLikingEnabled: true } }),
    );
  });
});

describe('social buttons', () => {
  const site = { website: { shareButtonOptions: ['facebook'] } };

  test('share the main image of a post', () => {
    const post = { mainImageId: 'm', mainImage: { assetUrl: '/m.jpg' }, recordType: 1, title: 'T', fullUrl: '/p' };
    expect(format('social-button', post, site)).toBe(
      '<div class="squarespace-social-buttons button-style" data-system-data-id="m" data-asset-url="/m.jpg" ' +
        'data-record-type="1" data-full-url="/p" data-title="T"></div>',
    );
    expect(format('social-button-inline', post, site)).toMatch(
      /^<span class="squarespace-social-buttons inline-style"/,
    );
  });

  test('nothing without share services', () => {
    expect(format('social-button', { title: 'T' }, { website: { shareButtonOptions: [] } })).toBe('');
    expect(format('social-button', { title: 'T' })).toBe('');
  });

  test('escapes fields', () => {
    const post = { systemDataId: HOSTILE, assetUrl: HOSTILE, recordType: HOSTILE, title: HOSTILE, fullUrl: HOSTILE };
    expectInert(format('social-button', post, site));
    expectInert(format('social-button-inline', post, site));
  });
});

describe('twitter-follow-button', () => {
  test('user name, else the end of the profile URL', () => {
    expect(format('twitter-follow-button', { userName: 'a' })).toContain('data-username="a"');
    expect(format('twitter-follow-button', { userName: '', profileUrl: 'https://twitter.com/b' })).toContain(
      'data-username="b"',
    );
  });

  test('escapes the user name', () => {
    const out = format('twitter-follow-button', { userName: HOSTILE });
    expectInert(out);
  });
});

describe('activate-twitter-links', () => {
  test('links URLs, mentions and hashtags', () => {
    expect(format('activate-twitter-links', 'see http://t.co/x, @Foo #Bar')).toBe(
      'see <a target="new" href="http://t.co/x">http://t.co/x</a>, ' +
        '<a target="new" href="https://twitter.com/Foo/">@Foo</a> ' +
        '<a target="new" href="https://twitter.com/hashtag/Bar?src=hash">#Bar</a>',
    );
  });

  test('only at the start of a word', () => {
    expect(format('activate-twitter-links', 'a@b.com x#y')).toBe('a@b.com x#y');
  });

  test('keeps entities and neutralises markup', () => {
    expect(format('activate-twitter-links', 'AT&amp;T')).toBe('AT&amp;T');
    const out = format('activate-twitter-links', `@x${HOSTILE} http://a.com/"onclick="x`);
    expectInert(out);
    expect(out).not.toContain('"onclick');
  });

  test('does not link script URLs', () => {
    expect(format('activate-twitter-links', 'javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});

describe('google-calendar-url', () => {
  test('title, UTC dates and address', () => {
    expect(
      format('google-calendar-url', {
        title: 'Tea & Cake',
        startDate: 1384518630000,
        endDate: 1384518716400,
        location: { addressLine1: '123 Main St.', addressLine2: '', addressCountry: 'US' },
      }),
    ).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Tea%20%26%20Cake' +
        '&dates=20131115T123030Z/20131115T123156Z&location=123%20Main%20St.%2C%20US',
    );
  });

  test('encodes a hostile title and address so they stay inside the URL', () => {
    const out = format('google-calendar-url', { title: HOSTILE, location: { addressLine1: HOSTILE } });
    expect(out).not.toMatch(/[<>"' ]/);
  });

  test('nothing for dates that cannot be written', () => {
    expect(format('google-calendar-url', { startDate: 'soon' })).toBe('');
    expect(format('google-calendar-url', { startDate: 1e20 })).toBe('');
  });
});

describe('predicates', () => {
  const check = (predicate: string, json: unknown) =>
    renderTemplate({ template: `{.section item}{.${predicate}}Y{.or}n{.end}{.end}`, json }).output;

  test('comments? when open or with comments, never when turned off (spec §4)', () => {
    expect(check('comments?', { item: { commentState: 1 } })).toBe('Y');
    expect(check('comments?', { item: { commentState: 2, publicCommentCount: 3 } })).toBe('Y');
    expect(check('comments?', { item: { commentState: 2, publicCommentCount: 0 } })).toBe('n');
    expect(check('comments?', { item: { commentState: 1 }, websiteSettings: { commentsEnabled: false } })).toBe('n');
  });

  test('disqus?', () => {
    expect(check('disqus?', { item: { x: 1 }, websiteSettings: { disqusShortName: 'x' } })).toBe('Y');
    expect(check('disqus?', { item: { x: 1 }, websiteSettings: { disqusShortName: '' } })).toBe('n');
  });

  test('serviceNameEmail?', () => {
    expect(check('serviceNameEmail?', { item: { serviceName: 'email' } })).toBe('Y');
    expect(check('serviceNameEmail?', { item: { serviceName: 'twitter' } })).toBe('n');
  });
});
