import { isComposite, parseNumeric, toNumber } from './coerce';

describe('parseNumeric', () => {
  it.each([
    ['', 0],
    ['3', 3],
    ['+5', 5],
    ['-5', -5],
    ['5.', 5],
    ['007', 7],
    ['2.5', 2.5],
    ['1e3', 1000],
    ['1E3', 1000],
    ['1e-7', 1e-7],
    ['0x1f', 31],
    ['0X1F', 31],
    ['-0x10', -16],
    ['+0x10', 16],
    ['123456789012345678901234567890', 1.2345678901234568e29],
  ])('%j is %d', (s, n) => expect(parseNumeric(s)).toBe(n));

  it.each([
    ' ',
    ' 3',
    '3 ',
    '\t3',
    '\u00a03',
    '1e',
    '1e+',
    'Infinity',
    'NaN',
    '--5',
    '0b11',
    '0o7',
    '1_0',
    '.5',
    '-.5',
    '0x',
    '1.5.3',
    '12abc',
    '1,000',
    '+',
    '-',
  ])('%j is NaN', (s) => expect(parseNumeric(s)).toBeNaN());
});

describe('toNumber', () => {
  it('reads JSON primitives', () => {
    expect(toNumber(4)).toBe(4);
    expect(toNumber(true)).toBe(1);
    expect(toNumber(false)).toBe(0);
    expect(toNumber(null)).toBe(0);
    expect(toNumber('0x10')).toBe(16);
    expect(toNumber(undefined)).toBeNaN();
  });
});

describe('isComposite', () => {
  it('is true for objects and arrays only', () => {
    expect([{}, [], null, 1, 'a', true, undefined].map(isComposite)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
