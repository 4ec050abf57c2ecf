'use strict';

/**
 * 10,000 products of a plausible shop, made the same on every run: titles of a material, a colour
 * word or none, and a kind of thing; a description of a few sentences; tags and a category; one to
 * six variants over size or colour options. Words repeat as they do in a real catalog, so a common
 * word matches hundreds of products and a rare one a few.
 */

const MATERIALS = [
  'Linen',
  'Wool',
  'Cotton',
  'Oak',
  'Walnut',
  'Ceramic',
  'Stoneware',
  'Brass',
  'Leather',
  'Canvas',
  'Merino',
  'Cashmere',
  'Bamboo',
  'Copper',
  'Glass',
  'Marble',
  'Cedar',
  'Silk',
  'Denim',
  'Enamel',
];
const STYLES = [
  '',
  '',
  'Classic',
  'Vintage',
  'Everyday',
  'Heritage',
  'Studio',
  'Field',
  'Harbour',
  'Nordic',
  'Coastal',
];
const KINDS = [
  ['Shirt', 'Apparel'],
  ['Sweater', 'Apparel'],
  ['Scarf', 'Accessories'],
  ['Beanie', 'Accessories'],
  ['Tote', 'Bags'],
  ['Backpack', 'Bags'],
  ['Mug', 'Kitchen'],
  ['Bowl', 'Kitchen'],
  ['Plate', 'Kitchen'],
  ['Vase', 'Objects'],
  ['Lamp', 'Lighting'],
  ['Candle Holder', 'Lighting'],
  ['Table', 'Furniture'],
  ['Stool', 'Furniture'],
  ['Notebook', 'Stationery'],
  ['Apron', 'Kitchen'],
  ['Blanket', 'Home'],
  ['Cushion', 'Home'],
  ['Tray', 'Home'],
  ['Sneaker', 'Footwear'],
  ['Jacket', 'Apparel'],
  ['Throw', 'Home'],
  ['Cutting Board', 'Kitchen'],
  ['Planter', 'Garden'],
];
const COLOURS = ['Natural', 'Indigo', 'Saffron', 'Sage', 'Charcoal', 'Rust', 'Ivory', 'Ochre', 'Slate', 'Forest'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const TAGS = [
  'summer',
  'winter',
  'gift',
  'handmade',
  'organic',
  'limited',
  'bestseller',
  'new',
  'sale',
  'outdoor',
  'recycled',
  'artisan',
  'travel',
  'picnic',
  'wedding',
];
const SENTENCES = [
  'Made in a small workshop by people who have done this for decades.',
  'Finished by hand, so no two are quite alike.',
  'Garment-washed for a soft, lived-in feel from the first wear.',
  'Ships in recycled packaging within two working days.',
  'A quiet piece that works in any room of the house.',
  'Care: wash cold, dry flat, and it will last for years.',
  'Sourced from a family farm that has worked the same land for generations.',
  'Pairs well with the rest of the collection.',
  'Dishwasher safe and oven proof up to 220 degrees.',
  'Each one is signed and numbered by the maker.',
];

/** A small deterministic generator (mulberry32): the same catalog on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The catalog's own Product shape (services/catalog/src/domain/product.ts). */
function benchProducts(count, collectionId) {
  const next = random(20_261_126);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const usd = (valueMinor) => ({ valueMinor, currency: 'USD' });
  const products = [];
  for (let index = 0; index < count; index += 1) {
    const [kind, category] = pick(KINDS);
    const title = [pick(STYLES), pick(MATERIALS), kind].filter(Boolean).join(' ');
    const slug = `bench-${index}`;
    const bySize = category === 'Apparel' || category === 'Footwear';
    const option = bySize
      ? { name: 'Size', values: SIZES.slice(0, 2 + Math.floor(next() * 5)) }
      : { name: 'Colour', values: COLOURS.filter(() => next() < 0.3).slice(0, 4) };
    if (option.values.length === 0) option.values.push(pick(COLOURS));
    const price = 1_000 + Math.floor(next() * 200) * 100;
    products.push({
      id: `bench-product-${index}`,
      collectionId,
      slug,
      title,
      description: `<p>${[pick(SENTENCES), pick(SENTENCES), pick(SENTENCES)].join(' ')}</p>`,
      excerpt: '',
      productType: 1,
      variants: option.values.map((value, position) => ({
        id: `bench-variant-${index}-${position}`,
        sku: `BENCH-${index}-${position}`,
        attributes: { [option.name]: value },
        optionValues: [{ optionName: option.name, value }],
        qtyInStock: Math.floor(next() * 20),
        unlimited: false,
        priceMoney: usd(price),
        salePriceMoney: usd(0),
        onSale: false,
      })),
      variantOptionOrdering: [option.name],
      userDefinedVariantOptions: [option],
      priceMoney: usd(0),
      salePriceMoney: usd(0),
      onSale: false,
      isSubscribable: false,
      subscriptionPlan: null,
      productSubscriptionOptions: [],
      additionalFieldsFormId: null,
      additionalFieldsForm: null,
      useCustomAddButtonText: false,
      customAddButtonText: null,
      audioAssetUrl: null,
      images: [],
      tags: TAGS.filter(() => next() < 0.15),
      categories: [category],
      position: index,
      createdOn: new Date(Date.UTC(2026, 0, 1)),
    });
  }
  return products;
}

module.exports = { benchProducts };
