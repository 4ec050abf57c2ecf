import { applyFormatter } from '../../../test/formatter-harness';
import { family } from './index';

const format = (name: string, value: unknown, args: string[] = []) =>
  applyFormatter(family.formatters[name], value, { args });

const INVALID = "Invalid source parameter. Pass in 'originalSize'";

describe('resizing', () => {
  test('scales one side to the other, dropping fractions', () => {
    expect(format('resizedHeightForWidth', '250x175', ['50'])).toBe(35);
    expect(format('resizedHeightForWidth', '400x100', ['50'])).toBe(12);
    expect(format('resizedWidthForHeight', '250x175', ['50'])).toBe(71);
  });

  test('a zero-sized source scales to 0', () => {
    expect(format('resizedHeightForWidth', '0x3', ['5'])).toBe(0);
  });

  test('needs WIDTHxHEIGHT', () => {
    expect(format('resizedHeightForWidth', '4by3', ['5'])).toBe(INVALID);
    expect(format('resizedWidthForHeight', {}, ['5'])).toBe(INVALID);
    expect(format('squarespaceThumbnailForHeight', '4x3x2', ['5'])).toBe(INVALID);
  });

  test('thumbnail variants follow the standard widths', () => {
    expect(format('squarespaceThumbnailForWidth', '', ['100'])).toBe('100w');
    expect(format('squarespaceThumbnailForWidth', '', ['101'])).toBe('300w');
    expect(format('squarespaceThumbnailForWidth', '', ['750'])).toBe('750w');
    expect(format('squarespaceThumbnailForWidth', '', ['1001'])).toBe('1500w');
    expect(format('squarespaceThumbnailForWidth', '', ['x'])).toBe('100w');
    expect(format('squarespaceThumbnailForHeight', '400x100', ['50'])).toBe('300w');
  });

  test('width and height', () => {
    expect(format('width', '800x400')).toBe(800);
    expect(format('height', '800x400')).toBe(400);
    expect(format('width', 'abc')).toBe('');
  });
});
