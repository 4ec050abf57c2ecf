import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { gallerySettingsSchema } from './gallery-settings';
import { isPasswordHash } from './page-password';

/** A product the page shows, by its slug in the shop (/shop/p/<slug>). */
const productSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/);

const galleryImage = z
  .object({
    /** A site-relative image address: the theme never points a page at another host. */
    assetUrl: z.string().regex(/^\/[A-Za-z0-9/._-]+$/),
    altText: z.string().min(1).max(250),
    title: z.string().max(200).default(''),
    body: z.string().max(1000).default(''),
  })
  .strict();

const block = z.discriminatedUnion('type', [
  /** Trusted HTML the site owner wrote. */
  z.object({ type: z.literal('text'), html: z.string() }).strict(),
  z
    .object({
      type: z.literal('gallery'),
      title: z.string().min(1).max(200),
      settings: gallerySettingsSchema.default(gallerySettingsSchema.parse({})),
      images: z.array(galleryImage).min(1).max(100),
    })
    .strict(),
  /** Spec §2 product block: one product with its choices and add-to-cart button. */
  z.object({ type: z.literal('product'), product: productSlug }).strict(),
  /** Add-ons: small products offered beside the page's content, each with its own add-to-cart button. */
  z
    .object({
      type: z.literal('add-ons'),
      title: z.string().min(1).max(200),
      products: z.array(productSlug).min(1).max(8),
    })
    .strict(),
]);

const access = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('public') }).strict(),
  /** Spec §2 lock screen: visitors see the page after typing its password. */
  z
    .object({ kind: z.literal('password'), passwordHash: z.string().refine(isPasswordHash, 'not a scrypt hash') })
    .strict(),
  /** Only signed-in customers see the page; others get the member-area access denied page (spec §2). */
  z.object({ kind: z.literal('members') }).strict(),
]);

const contentPage = z
  .object({
    /** One path segment, so a page's access cookie (Path=<path>) never covers another page. */
    path: z.string().regex(/^\/[a-z0-9][a-z0-9-]{0,59}$/),
    title: z.string().min(1).max(200),
    description: z.string().max(300).default(''),
    access: access.default({ kind: 'public' }),
    blocks: z.array(block).max(50),
  })
  .strict();

const contentPages = z
  .array(contentPage)
  .refine((pages) => new Set(pages.map((page) => page.path)).size === pages.length, {
    message: 'two content pages share a path',
  });

export type ContentPage = z.output<typeof contentPage>;
export type ContentBlock = z.output<typeof block>;
export type PageAccess = ContentPage['access'];

/**
 * The site's content pages, kept with the theme like its other pages (the owner's editing screens
 * are not part of the storefront). Read and checked once at start: a page the schema refuses
 * stops the gateway rather than showing half a page.
 */
export function readContentPages(themeDir: string): ContentPage[] {
  const file = path.join(themeDir, 'content-pages.json');
  const parsed = contentPages.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`theme content pages are invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The slugs of every product the page's blocks show, each once. */
export function productSlugsOf(page: ContentPage): string[] {
  const slugs = page.blocks.flatMap((b) =>
    b.type === 'product' ? [b.product] : b.type === 'add-ons' ? b.products : [],
  );
  return [...new Set(slugs)];
}
