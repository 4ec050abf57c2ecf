import type { Collection } from '../domain/collection';
import { CollectionType } from '../domain/collection';
import type { CustomForm } from '../domain/custom-form';
import type { MerchandisingContext } from '../domain/merchandising';
import { merchandisingContextSchema } from '../domain/merchandising';
import type { Product } from '../domain/product';
import { PRODUCT_TYPE } from '@storefront/commerce';
import type { SiteSettings, StoreSettings, Website } from '../domain/settings';
import type { DemoProduct } from './demo-product';
import { buildProduct, stableId } from './demo-product';

/**
 * The demo store: a small home-goods and studio shop that shows every kind of product the
 * storefront handles: option combinations, stock situations, services, downloads, a gift card,
 * subscriptions, a custom form and a custom button label.
 */
const SIZES = ['S', 'M', 'L', 'XL'];

const restockOnSoldOut: Partial<MerchandisingContext> = {
  restockNotificationViews: ['PRODUCT_DETAIL', 'QUICK_VIEW'],
  restockNotificationMessages: { successMessage: "Thanks! We'll email you when it's back." },
  mailingListSignUpEnabled: true,
  mailingListOptInByDefault: false,
  customSoldOutText: 'Back soon',
};

const scarcity: Partial<MerchandisingContext> = {
  scarcityEnabled: true,
  scarcityTemplateViews: ['PRODUCT_DETAIL', 'QUICK_VIEW'],
  scarcityText: 'Only {qtyInStock} left in stock',
  scarcityShownByDefault: true,
};

const engravingForm: CustomForm = {
  id: stableId('form', 'engraving'),
  name: 'Engraving details',
  fields: [
    { id: 'engraving-text', type: 'textarea', title: 'Engraving text', required: true, maxLength: 30 },
    { id: 'engraving-font', type: 'select', title: 'Font', required: true, options: ['Serif', 'Script', 'Block'] },
    { id: 'gift-note', type: 'text', title: 'Gift note', required: false },
  ],
} as const;

const demoProducts: DemoProduct[] = [
  {
    slug: 'linen-shirt',
    title: 'Linen Shirt',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Breathable washed linen, cut for everyday.</p>',
    description: '<p>Garment-washed European linen with a relaxed collar and mother-of-pearl buttons.</p>',
    options: [{ name: 'Size', values: SIZES }],
    variants: [
      { options: { Size: 'S' }, price: 6800, stock: 12 },
      { options: { Size: 'M' }, price: 6800, stock: 0 },
      { options: { Size: 'L' }, price: 6800, stock: 7 },
      { options: { Size: 'XL' }, price: 7200, stock: 4 },
    ],
    images: 3,
    categories: ['Apparel'],
    tags: ['linen', 'summer'],
  },
  {
    slug: 'stoneware-mug',
    title: 'Stoneware Mug',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>A hand-glazed 12 oz mug.</p>',
    description: '<p>Wheel-thrown stoneware, dishwasher safe, each glaze a little different.</p>',
    options: [{ name: 'Color', values: ['Sand', 'Slate', 'Moss'] }],
    variants: [
      { options: { Color: 'Sand' }, price: 2400, stock: 20 },
      { options: { Color: 'Slate' }, price: 2400, stock: 2 },
      { options: { Color: 'Moss' }, price: 2400, stock: 9 },
    ],
    merchandising: scarcity,
    categories: ['Kitchen'],
  },
  {
    slug: 'wool-beanie',
    title: 'Wool Beanie',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Ribbed merino beanie, now on sale.</p>',
    description: '<p>Soft ribbed merino wool, one size fits most.</p>',
    options: [{ name: 'Color', values: ['Charcoal', 'Rust', 'Oat'] }],
    variants: [
      { options: { Color: 'Charcoal' }, price: 3200, sale: 2400, stock: 15 },
      { options: { Color: 'Rust' }, price: 3200, sale: 2400, stock: 11 },
      { options: { Color: 'Oat' }, price: 3200, sale: 2400, stock: 6 },
    ],
    categories: ['Apparel'],
  },
  {
    slug: 'canvas-sneaker',
    title: 'Canvas Sneaker',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Vulcanised canvas low-tops.</p>',
    description: '<p>Organic cotton canvas upper on a natural rubber sole.</p>',
    options: [
      { name: 'Size', values: ['8', '9', '10', '11'] },
      { name: 'Color', values: ['White', 'Navy'] },
    ],
    variants: ['8', '9', '10', '11'].flatMap((size, i) => [
      { options: { Size: size, Color: 'White' }, price: 9500, stock: 5 + i },
      { options: { Size: size, Color: 'Navy' }, price: 9500, sale: 7600, stock: i === 3 ? 0 : 3 + i },
    ]),
    images: 3,
    categories: ['Footwear'],
  },
  {
    slug: 'everyday-tote',
    title: 'Everyday Tote',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Heavy canvas tote in two sizes.</p>',
    description: '<p>Waxed canvas with leather handles and an inside pocket.</p>',
    options: [
      { name: 'Size', values: ['Small', 'Large'] },
      { name: 'Color', values: ['Natural', 'Black'] },
    ],
    variants: [
      { options: { Size: 'Small', Color: 'Natural' }, price: 3800, stock: 14 },
      { options: { Size: 'Small', Color: 'Black' }, price: 3800, stock: 9 },
      { options: { Size: 'Large', Color: 'Natural' }, price: 4800, stock: 8 },
      { options: { Size: 'Large', Color: 'Black' }, price: 4800, stock: 3 },
    ],
    categories: ['Bags'],
  },
  {
    slug: 'oak-writing-desk',
    title: 'Oak Writing Desk',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Made to order in three widths, two woods and two finishes.</p>',
    description: '<p>Solid hardwood with hand-cut joints. Ships in six weeks.</p>',
    options: [
      { name: 'Width', values: ['100 cm', '120 cm', '140 cm'] },
      { name: 'Wood', values: ['Oak', 'Walnut'] },
      { name: 'Finish', values: ['Oiled', 'Lacquered'] },
    ],
    variants: ['100 cm', '120 cm', '140 cm'].flatMap((width, w) =>
      ['Oak', 'Walnut'].flatMap((wood) =>
        ['Oiled', 'Lacquered'].map((finish) => ({
          options: { Width: width, Wood: wood, Finish: finish },
          price: 89000 + w * 10000 + (wood === 'Walnut' ? 25000 : 0),
          stock: wood === 'Walnut' && finish === 'Lacquered' ? 1 : 4,
        })),
      ),
    ),
    images: 3,
    categories: ['Furniture'],
  },
  {
    slug: 'merino-sweater',
    title: 'Merino Sweater',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Fine-gauge merino crew in two fits.</p>',
    description: '<p>Extra-fine merino, knitted in Portugal.</p>',
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Ink', 'Heather'] },
      { name: 'Fit', values: ['Regular', 'Relaxed'] },
    ],
    // The relaxed fit is not made in L: that combination has no variant at all.
    variants: ['S', 'M', 'L'].flatMap((size) =>
      ['Ink', 'Heather'].flatMap((color) =>
        (size === 'L' ? ['Regular'] : ['Regular', 'Relaxed']).map((fit) => ({
          options: { Size: size, Color: color, Fit: fit },
          price: 12800,
          ...(color === 'Heather' ? { sale: 9900 } : {}),
          stock: 6,
        })),
      ),
    ),
    categories: ['Apparel'],
  },
  {
    slug: 'vintage-film-camera',
    title: 'Vintage Film Camera',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Restored 35 mm rangefinder.</p>',
    description: '<p>Serviced, with new light seals and a tested shutter.</p>',
    variants: [{ price: 34000, stock: 0 }],
    merchandising: restockOnSoldOut,
    categories: ['Objects'],
  },
  {
    slug: 'enamel-pin-set',
    title: 'Enamel Pin Set',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Three hard-enamel pins.</p>',
    description: '<p>Gold-plated hard enamel, rubber clutches.</p>',
    options: [{ name: 'Set', values: ['Botanicals', 'Tools'] }],
    variants: [
      { options: { Set: 'Botanicals' }, price: 1800, stock: 0 },
      { options: { Set: 'Tools' }, price: 1800, stock: 0 },
    ],
    merchandising: restockOnSoldOut,
    categories: ['Objects'],
  },
  {
    slug: 'hand-thrown-vase',
    title: 'Hand-thrown Vase',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Tall porcelain bud vase.</p>',
    description: '<p>Thrown and glazed by hand in small batches.</p>',
    variants: [{ price: 5600, stock: 3 }],
    merchandising: scarcity,
    categories: ['Objects'],
  },
  {
    slug: 'leather-notebook',
    title: 'Leather Notebook',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Refillable A5 notebook cover.</p>',
    description: '<p>Vegetable-tanned leather that darkens with use.</p>',
    variants: [{ price: 4400, stock: 1 }],
    merchandising: scarcity,
    categories: ['Stationery'],
  },
  {
    slug: 'brass-candle-holder',
    title: 'Brass Candle Holder',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Solid brass, made to order.</p>',
    description: '<p>Turned from solid brass; made to order, so never out of stock.</p>',
    variants: [{ price: 3900, stock: 'unlimited' }],
    categories: ['Objects'],
  },
  {
    slug: 'cold-brew-kit',
    title: 'Cold Brew Kit',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Glass carafe, filter and a bag of beans.</p>',
    description: '<p>Everything for a litre of smooth cold brew.</p>',
    variants: [{ price: 5400, sale: 4200, stock: 18 }],
    categories: ['Kitchen'],
  },
  {
    slug: 'pottery-workshop',
    title: 'Pottery Workshop',
    type: PRODUCT_TYPE.service,
    excerpt: '<p>A three-hour wheel class; bring a friend.</p>',
    description: '<p>Saturday mornings in the studio. Clay, tools and firing included.</p>',
    options: [{ name: 'Date', values: ['March 7', 'March 14'] }],
    variants: [
      { options: { Date: 'March 7' }, price: 9500, stock: 8 },
      { options: { Date: 'March 14' }, price: 9500, stock: 2 },
    ],
    categories: ['Classes'],
  },
  {
    slug: 'styling-consultation',
    title: 'Styling Consultation',
    type: PRODUCT_TYPE.service,
    excerpt: '<p>One-to-one session, one seat.</p>',
    description: '<p>A 60-minute call to plan a room; the last free slot this month.</p>',
    variants: [{ price: 15000, stock: 1 }],
    categories: ['Services'],
  },
  {
    slug: 'gift-wrapping',
    title: 'Gift Wrapping',
    type: PRODUCT_TYPE.service,
    excerpt: '<p>Recycled paper, cotton ribbon, a handwritten tag.</p>',
    description: '<p>Add one per item you want wrapped.</p>',
    variants: [{ price: 600, stock: 'unlimited' }],
    categories: ['Services'],
  },
  {
    slug: 'botanical-print-pack',
    title: 'Botanical Print Pack',
    type: PRODUCT_TYPE.digital,
    excerpt: '<p>Six high-resolution prints to download.</p>',
    description: '<p>A4 and A3 PDFs, print at home or at a print shop.</p>',
    variants: [{ price: 1200, stock: 'unlimited' }],
    categories: ['Downloads'],
  },
  {
    slug: 'sourdough-ebook',
    title: 'Sourdough E-book',
    type: PRODUCT_TYPE.digital,
    excerpt: '<p>Our bakery method, 80 pages.</p>',
    description: '<p>From starter to crumb, with schedules for busy weeks.</p>',
    variants: [{ price: 1500, sale: 900, stock: 'unlimited' }],
    categories: ['Downloads'],
  },
  {
    slug: 'ambient-studio-album',
    title: 'Ambient Studio Album',
    type: PRODUCT_TYPE.digital,
    excerpt: '<p>Eight tracks recorded in the workshop.</p>',
    description: '<p>Lossless download with artwork. Listen to a preview below.</p>',
    variants: [{ price: 1000, stock: 'unlimited' }],
    audioAssetUrl: '/assets/audio/ambient-studio-album-preview.mp3',
    categories: ['Downloads'],
  },
  {
    slug: 'gift-card',
    title: 'Gift Card',
    type: PRODUCT_TYPE.giftCard,
    excerpt: '<p>Delivered by email, never expires.</p>',
    description: '<p>Let them choose. Sent by email with your message.</p>',
    options: [{ name: 'Amount', values: ['$25', '$50', '$100', '$200'] }],
    variants: [2500, 5000, 10000, 20000].map((price) => ({
      options: { Amount: `$${price / 100}` },
      price,
      stock: 'unlimited' as const,
    })),
    categories: ['Gift Cards'],
  },
  {
    slug: 'weekly-coffee',
    title: 'Weekly Coffee',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Fresh-roasted beans every week until you cancel.</p>',
    description: '<p>250 g of this week’s roast. Pause or cancel any time.</p>',
    variants: [{ price: 1600, stock: 'unlimited' }],
    subscription: {
      plan: { billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: 0 },
      options: [{ billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 }],
    },
    categories: ['Subscriptions'],
  },
  {
    slug: 'seasonal-flower-box',
    title: 'Seasonal Flower Box',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Six monthly deliveries of dried flowers.</p>',
    description: '<p>A new arrangement each month for six months.</p>',
    variants: [{ price: 4500, stock: 40 }],
    subscription: { plan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 6 } },
    categories: ['Subscriptions'],
  },
  {
    slug: 'quarterly-tea-club',
    title: 'Quarterly Tea Club',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Four seasonal tea boxes, one every three months.</p>',
    description: '<p>A year of loose-leaf teas from small growers.</p>',
    variants: [{ price: 3800, stock: 25 }],
    subscription: { plan: { billingPeriod: { value: 3, unit: 'MONTH' }, numBillingCycles: 4 } },
    categories: ['Subscriptions'],
  },
  {
    slug: 'studio-membership',
    title: 'Studio Membership',
    type: PRODUCT_TYPE.service,
    excerpt: '<p>Open-studio access, billed yearly.</p>',
    description: '<p>Use the wheels and kiln any weekday. Renews every year until cancelled.</p>',
    variants: [{ price: 48000, stock: 'unlimited' }],
    subscription: { plan: { billingPeriod: { value: 1, unit: 'YEAR' }, numBillingCycles: 0 } },
    categories: ['Subscriptions'],
  },
  {
    slug: 'engraved-cutting-board',
    title: 'Engraved Cutting Board',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>End-grain maple, engraved with your words.</p>',
    description: '<p>Tell us the text and font; we engrave it before shipping.</p>',
    options: [{ name: 'Size', values: ['Medium', 'Large'] }],
    variants: [
      { options: { Size: 'Medium' }, price: 7500, stock: 10 },
      { options: { Size: 'Large' }, price: 9500, stock: 6 },
    ],
    form: engravingForm,
    categories: ['Kitchen'],
  },
  {
    slug: 'arc-floor-lamp',
    title: 'Arc Floor Lamp',
    type: PRODUCT_TYPE.physical,
    excerpt: '<p>Pre-order: ships in April.</p>',
    description: '<p>Powder-coated steel arc with a linen shade. Reserve yours now.</p>',
    variants: [{ price: 32000, stock: 15 }],
    addButtonText: 'Pre-order Now',
    categories: ['Lighting'],
  },
];

export const demoCollection: Collection = {
  id: stableId('collection', 'shop'),
  slug: 'shop',
  title: 'Shop',
  description: 'Home goods, classes and gifts from the studio.',
  type: CollectionType.PRODUCTS,
  fullUrl: '/shop',
};

export interface DemoStoreProduct {
  product: Product;
  merchandising: MerchandisingContext | null;
}

export function demoStoreProducts(): DemoStoreProduct[] {
  return demoProducts.map((demo, index) => ({
    product: buildProduct(demo, demoCollection.id, (index + 1) * 10),
    merchandising: demo.merchandising ? merchandisingContextSchema.parse(demo.merchandising) : null,
  }));
}

export const demoStoreSettings: StoreSettings = {
  multipleQuantityAllowedForServices: true,
  selectedCurrency: 'USD',
  expressCheckout: false,
};

export const demoSiteSettings: SiteSettings = {
  timeZone: 'America/New_York',
  disqusShortname: null,
  commentsEnabled: false,
  simpleLikingEnabled: true,
  shareButtonOptions: ['facebook', 'pinterest', 'email'],
};

export const demoWebsite: Website = {
  id: stableId('website', 'demo'),
  title: 'Juniper Studio',
  captchaSettings: { siteKey: null },
};
