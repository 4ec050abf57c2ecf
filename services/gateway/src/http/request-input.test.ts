import { checkJsonText, MAX_JSON_DEPTH, REQUEST_INPUT_MESSAGES } from './request-input';

const check = (text: string) => () => checkJsonText(Buffer.from(text));

describe('checkJsonText', () => {
  it('takes JSON up to the depth limit, escapes of every kind and brackets inside strings', () => {
    const deepest = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(check(deepest)).not.toThrow();
    expect(check(JSON.stringify({ a: '[[[[{{{{', b: 'say \\"hi\\"', c: '\\u0001\\n' }))).not.toThrow();
    // an escape at the very end of a string that ends the body
    expect(check(JSON.stringify({ note: '<b>"x"</b>' }))).not.toThrow();
    expect(check(JSON.stringify('\\'))).not.toThrow();
    expect(check(JSON.stringify({ text: '\\u0000 as text' }))).not.toThrow();
  });

  it('refuses a body nested past the limit, and an escaped NUL in any string or key', () => {
    const tooDeep = `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`;
    expect(check(tooDeep)).toThrow(REQUEST_INPUT_MESSAGES.tooDeep);
    expect(check(JSON.stringify({ itemId: 'a\u0000b' }))).toThrow(REQUEST_INPUT_MESSAGES.nul);
    expect(check(JSON.stringify({ ['k\u0000']: 1 }))).toThrow(REQUEST_INPUT_MESSAGES.nul);
    expect(check(JSON.stringify(['\u0000']))).toThrow(REQUEST_INPUT_MESSAGES.nul);
  });
});
