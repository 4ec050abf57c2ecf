import { demoStoreProducts } from '../../../catalog/src/seed';

const demo = demoStoreProducts().map(({ product }) => product);

/** The demo catalog's product with this slug, as the test shop's catalog serves it. */
export const demoProduct = (slug: string) => demo.find((candidate) => candidate.slug === slug)!;

/** The sku of the demo product's variant that has `value` among its option values. */
export const demoSkuOf = (slug: string, value: string) =>
  demoProduct(slug).variants.find((variant) => Object.values(variant.attributes).includes(value))!.sku;
