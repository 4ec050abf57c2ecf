import { hasVisibleText, stripTags } from './html-text';

test('stripTags turns tags into spaces and drops an unterminated one', () => {
  expect(stripTags('<p>a <b>b</b></p>')).toBe(' a  b  ');
  expect(stripTags('1 < 2 > 0')).toBe('1   0');
  expect(stripTags('x <p')).toBe('x ');
  expect(stripTags('plain')).toBe('plain');
});

test.each([
  ['x', true],
  ['<p> x </p>', true],
  ['a < b', true],
  ['&nbsp;', true],
  ['', false],
  [' \n\t ', false],
  ['<p></p>', false],
  ['<p', false],
  ['<>', false],
  ['\u200b\u00a0\u3000\ufeff', false],
  ['<!-- c -->', false],
  ['\u200c', true],
])('hasVisibleText(%j) is %s', (html, visible) => {
  expect(hasVisibleText(html)).toBe(visible);
});
