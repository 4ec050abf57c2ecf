import { InvalidArgumentError } from '@storefront/service-kit/errors';

/** Lower-case words of letters and digits joined by single hyphens, as used in /shop/p/<slug>. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 200;

export function isValidSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug);
}

export function validateSlug(slug: string): string {
  if (!isValidSlug(slug)) {
    throw new InvalidArgumentError(
      `Invalid slug '${slug.slice(0, 50)}': use lower-case letters, digits and single hyphens, at most ${MAX_SLUG_LENGTH} characters.`,
    );
  }
  return slug;
}

/** A slug from a title: 'Linen Shirt — Blue' -> 'linen-shirt-blue'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}
