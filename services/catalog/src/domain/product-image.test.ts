import { createHash } from 'node:crypto';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import {
  imageContentType,
  imageEtag,
  isValidImageFilename,
  productImageFile,
  validateImageFilename,
} from './product-image';

describe('product image filenames', () => {
  it('accepts lower-case names with an image extension', () => {
    const longest = `${'a'.repeat(121)}.webp`;
    for (const good of ['linen-apron-1.svg', 'a.png', '0-x.jpg', 'photo.jpeg', longest]) {
      expect(isValidImageFilename(good)).toBe(true);
    }
  });

  it('rejects paths, upper case, other extensions and over-long names', () => {
    const bad = [
      '',
      '../etc/passwd',
      'a/b.svg',
      '..svg',
      '-apron.svg',
      'Apron-1.svg',
      'apron-1.SVG',
      'apron-1.gif',
      'apron-1',
      'apron 1.svg',
      'apron.svg.png.exe',
      'apron.svg\n',
      `${'a'.repeat(122)}.svg`,
      `${'a'.repeat(300)}`,
    ];
    for (const filename of bad) expect(isValidImageFilename(filename)).toBe(false);
    expect(() => validateImageFilename('../etc/passwd')).toThrow(InvalidArgumentError);
    expect(() => validateImageFilename('a'.repeat(300))).toThrow(/Invalid image filename/);
  });

  it('names the media type of each extension', () => {
    expect(imageContentType('apron-1.svg')).toBe('image/svg+xml');
    expect(imageContentType('apron-1.png')).toBe('image/png');
    expect(imageContentType('apron-1.jpg')).toBe('image/jpeg');
    expect(imageContentType('apron-1.jpeg')).toBe('image/jpeg');
    expect(imageContentType('apron-1.webp')).toBe('image/webp');
    expect(() => imageContentType('apron-1.gif')).toThrow(InvalidArgumentError);
  });
});

describe('product image etags', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('is the quoted SHA-256 of the bytes', () => {
    const expected = createHash('sha256').update('<svg/>').digest('hex');
    expect(imageEtag(bytes('<svg/>'))).toBe(`"${expected}"`);
  });

  it('is equal for equal bytes and differs when a byte does', () => {
    expect(imageEtag(bytes('<svg>a</svg>'))).toBe(imageEtag(bytes('<svg>a</svg>')));
    expect(imageEtag(bytes('<svg>a</svg>'))).not.toBe(imageEtag(bytes('<svg>b</svg>')));
  });

  it('derives a stored file from the product, name and bytes', () => {
    const data = bytes('<svg/>');
    expect(productImageFile('item-1', 'mug-1.svg', data)).toEqual({
      filename: 'mug-1.svg',
      productId: 'item-1',
      contentType: 'image/svg+xml',
      data,
      etag: imageEtag(data),
    });
  });
});
