import { demoStoreProducts } from '../../../catalog/src/seed';

/** The seeded demo store, to name products and skus the way a shopper's browser would. */
const products = demoStoreProducts().map(({ product }) => product);

export function demoProduct(slug: string) {
  const product = products.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no demo product ${slug}`);
  return product;
}

export function demoSku(slug: string, attributes: Record<string, string> = {}): string {
  const variant = demoProduct(slug).variants.find((candidate) =>
    Object.entries(attributes).every(([name, value]) => candidate.attributes[name] === value),
  );
  if (!variant) throw new Error(`no variant ${JSON.stringify(attributes)} of ${slug}`);
  return variant.sku;
}
