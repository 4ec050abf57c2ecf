import { ERROR_GROUP_ID, errorGroupId, topFrame } from './top-frame';

const chromeStack = [
  "TypeError: Cannot read properties of undefined (reading 'price')",
  '    at renderPrice (https://shop.example/assets/product.js:120:17)',
  '    at Array.map (<anonymous>)',
  '    at https://shop.example/assets/product.js:88:9',
].join('\n');

const firefoxStack = [
  'renderPrice@https://shop.example/assets/product.js:120:17',
  'mountProduct/<@https://shop.example/assets/product.js:88:9',
  '',
].join('\n');

const safariStack = [
  'renderPrice@https://shop.example/assets/product.js:120:17',
  'map@[native code]',
  'global code@https://shop.example/shop/p/linen-shirt:12:3',
].join('\n');

describe('the top frame of a stack', () => {
  it("is Chrome's first 'at' line, passing over the message line", () => {
    expect(topFrame(chromeStack)).toBe('at renderPrice (https://shop.example/assets/product.js:120:17)');
  });

  it("is Chrome's anonymous frame when it comes first", () => {
    expect(
      topFrame('Error: boom\n    at https://shop.example/a.js:1:2\n    at x (https://shop.example/b.js:3:4)'),
    ).toBe('at https://shop.example/a.js:1:2');
  });

  it("is Firefox's and Safari's first fn@url:line:col line", () => {
    expect(topFrame(firefoxStack)).toBe('renderPrice@https://shop.example/assets/product.js:120:17');
    expect(topFrame(safariStack)).toBe('renderPrice@https://shop.example/assets/product.js:120:17');
    expect(topFrame('@https://shop.example/a.js:5:1')).toBe('@https://shop.example/a.js:5:1');
    expect(topFrame('map@[native code]\nf@https://shop.example/a.js:5:1')).toBe('map@[native code]');
    expect(topFrame('global code@https://shop.example/shop:12:3')).toBe('global code@https://shop.example/shop:12:3');
  });

  it('reads Windows line ends and indentation alike', () => {
    expect(topFrame('Error: x\r\n\tat f (https://shop.example/a.js:1:2)\r\n')).toBe(
      'at f (https://shop.example/a.js:1:2)',
    );
  });

  it('is empty when no line is a frame', () => {
    expect(topFrame('')).toBe('');
    expect(topFrame('Error: something went wrong')).toBe('');
    expect(topFrame('write to anna@example.com')).toBe('');
    expect(topFrame('attention please\nat')).toBe('');
  });
});

describe('the error group id', () => {
  it('is the same for the same message and top frame, whatever else the stack holds', () => {
    const id = errorGroupId('boom', topFrame(chromeStack));
    expect(id).toMatch(ERROR_GROUP_ID);
    const otherCallers = chromeStack.replace('at Array.map (<anonymous>)', 'at somewhereElse (https://x/y.js:1:1)');
    expect(errorGroupId('boom', topFrame(otherCallers))).toBe(id);
  });

  it('differs by message and by top frame, and cannot be forged by moving text between them', () => {
    const ids = new Set([
      errorGroupId('boom', 'at f (a.js:1:1)'),
      errorGroupId('boom', 'at f (a.js:1:2)'),
      errorGroupId('Boom', 'at f (a.js:1:1)'),
      errorGroupId('boom', ''),
      errorGroupId('ab', 'c'),
      errorGroupId('a', 'bc'),
    ]);
    expect(ids.size).toBe(6);
  });
});
