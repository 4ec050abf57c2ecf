import { eq, sql } from 'drizzle-orm';
import type { Database } from '@storefront/service-kit';
import { NotFoundError } from '@storefront/service-kit/errors';
import type { ProductImageFile } from '../domain/product-image';
import { productImageFile, validateImageFilename } from '../domain/product-image';
import { productImages } from './schema';

/** An image file by name; NotFoundError when there is none, InvalidArgumentError for a malformed name. */
export async function getProductImage(db: Database, filename: string): Promise<ProductImageFile> {
  const [row] = await db
    .select({
      filename: productImages.filename,
      productId: productImages.productId,
      contentType: productImages.contentType,
      data: productImages.data,
      etag: productImages.etag,
    })
    .from(productImages)
    .where(eq(productImages.filename, validateImageFilename(filename)));
  if (!row) throw new NotFoundError(`No product image ${filename}.`);
  return row;
}

export interface PutProductImagesOptions {
  /** Leave files that already exist as they are (the seed does, so later replacements survive it). */
  keepExisting?: boolean;
}

/** What a caller supplies; content type and etag are always derived here, so they cannot disagree with the bytes. */
export type NewProductImage = Pick<ProductImageFile, 'filename' | 'productId' | 'data'>;

/** Stores image files, replacing those of the same name unless told to keep them. */
export async function putProductImages(
  db: Database,
  images: readonly NewProductImage[],
  options: PutProductImagesOptions = {},
): Promise<void> {
  if (images.length === 0) return;
  const rows = images.map((image) => productImageFile(image.productId, image.filename, image.data));
  const insert = db.insert(productImages).values(rows);
  if (options.keepExisting) {
    await insert.onConflictDoNothing({ target: productImages.filename });
    return;
  }
  await insert.onConflictDoUpdate({
    target: productImages.filename,
    set: {
      productId: sql`excluded.product_id`,
      contentType: sql`excluded.content_type`,
      data: sql`excluded.data`,
      etag: sql`excluded.etag`,
    },
  });
}
