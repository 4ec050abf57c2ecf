import {
  compareAmounts,
  groupThousands,
  parseDecimal,
  readDecimal,
  roundHalfUp,
  shift,
  toPlainString,
} from './decimal';

const d = (text: string) => {
  const v = parseDecimal(text);
  if (v === null) throw new Error(`not a decimal: ${text}`);
  return v;
};

describe('parseDecimal', () => {
  test.each(['1', '1.005', '.5', '4.', '+4', '-3', '1e2', '1E-9', '0000.5', '100.00'])('accepts %s', (t) => {
    expect(parseDecimal(t)).not.toBeNull();
  });
  test.each(['', ' 4', '4 ', 'abc', '1,5', '0x10', 'Infinity', '.', 'e5', '1e'])('rejects %j', (t) => {
    expect(parseDecimal(t)).toBeNull();
  });
});

describe('readDecimal', () => {
  test('numbers and strings only', () => {
    expect(toPlainString(readDecimal(1.5)!)).toBe('1.5');
    expect(toPlainString(readDecimal(1e21)!)).toBe('1000000000000000000000');
    expect(readDecimal(Number.NaN)).toBeNull();
    expect(readDecimal(true)).toBeNull();
    expect(readDecimal(null)).toBeNull();
  });
});

describe('exact cents', () => {
  test.each([
    ['1.005', '100.5'],
    ['100.00', '10000'],
    ['1.10', '110'],
    ['.5', '50'],
    ['1e-9', '0.0000001'],
    ['-0.001', '-0.1'],
    ['-0', '-0'],
    ['12345678901234567890.12', '1234567890123456789012'],
  ])('%s x 100 = %s', (text, cents) => {
    expect(toPlainString(shift(d(text), 2))).toBe(cents);
  });
});

describe('roundHalfUp', () => {
  const fixed = (text: string) => {
    const r = roundHalfUp(d(text), 2);
    return `${r.negative ? '-' : ''}${r.whole}.${r.fraction}`;
  };
  test.each([
    ['1.005', '1.01'],
    ['0.125', '0.13'],
    ['-0.125', '-0.13'],
    ['2.675', '2.68'],
    ['999.995', '1000.00'],
    ['0.004', '0.00'],
    ['7', '7.00'],
    ['1e-9', '0.00'],
    ['-0.001', '-0.00'],
  ])('%s -> %s', (text, out) => {
    expect(fixed(text)).toBe(out);
  });
});

test('groupThousands', () => {
  expect(groupThousands('1', ',')).toBe('1');
  expect(groupThousands('123', ',')).toBe('123');
  expect(groupThousands('1234', ',')).toBe('1,234');
  expect(groupThousands('1234567', ',')).toBe('1,234,567');
});

describe('compareAmounts', () => {
  const cmp = (a: string, b: string) => Math.sign(compareAmounts(d(a), d(b)));
  test('orders ordinary amounts', () => {
    expect(cmp('2', '10')).toBe(-1);
    expect(cmp('1.5', '1.25')).toBe(1);
    expect(cmp('-1', '-2')).toBe(1);
    expect(cmp('0.5', '0.50')).toBe(0);
    expect(cmp('-0.5', '0')).toBe(-1);
  });
  test('zero ranks above positive amounts below one, as the storefront ranks it', () => {
    expect(cmp('0', '0.5')).toBe(1);
    expect(cmp('0', '0.99')).toBe(1);
    expect(cmp('0', '1')).toBe(-1);
  });
});
