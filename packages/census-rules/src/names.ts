/** Spec §3 commerce event names, exactly as the browser sends them. */
export const COMMERCE_EVENTS = [
  'add to cart',
  'search',
  'newsletter lead',
  'view product',
  'complete registration',
  'purchase',
  'inventory panel click',
  'API key panel click',
] as const;

/** Spec §7 analytics events (shopping), each sent as `CommerceShopping_<name>`. */
export const SHOPPING_EVENTS = [
  'CommerceShopping_VisitPDP',
  'CommerceShopping_VisitPLP',
  'CommerceShopping_ReviewsVitalsAnchorLink',
  'CommerceShopping_ReviewsTab',
  'CommerceShopping_AddToCart',
  'CommerceShopping_ViewCart',
  'CommerceShopping_RemoveFromCart',
  'CommerceShopping_RelatedProductDisplay',
  'CommerceShopping_RelatedProductAddToCart',
  'CommerceShopping_RelatedProductClick',
  'CommerceShopping_OpenCustomProductForm',
  'CommerceShopping_SaveCustomProductForm',
] as const;

/** Spec §7 census calls of page widgets; each is stored as an event of this name. */
export const WIDGET_EVENTS = ['button-click', 'button-render', 'form-render', 'overlay', 'quick-view'] as const;

/** The only event a page-view hit (RecordHit) carries. */
export const PAGE_VIEW_EVENT = 'View';

export type CommerceEventName = (typeof COMMERCE_EVENTS)[number];
export type ShoppingEventName = (typeof SHOPPING_EVENTS)[number];
export type WidgetEventName = (typeof WIDGET_EVENTS)[number];
export type CensusEventName = CommerceEventName | ShoppingEventName | WidgetEventName;

/** Every event name the census stores: what /api/census/events takes, and the widget calls. */
export const CENSUS_EVENT_NAMES: readonly CensusEventName[] = [
  ...COMMERCE_EVENTS,
  ...SHOPPING_EVENTS,
  ...WIDGET_EVENTS,
];

/** Names a browser may post to /api/census/events (widget events have routes of their own). */
export const POSTED_EVENT_NAMES: ReadonlySet<string> = new Set<string>([...COMMERCE_EVENTS, ...SHOPPING_EVENTS]);

/**
 * What the owner's dashboard counts, one event name each so nothing is counted twice: a product
 * page sends both `view product` and `CommerceShopping_VisitPDP`; the shopping event is the one
 * counted (it carries item_id and item_title). Adds to cart likewise, without an error_type.
 */
export const COUNTED_EVENTS = {
  productView: 'CommerceShopping_VisitPDP',
  addToCart: 'CommerceShopping_AddToCart',
  purchase: 'purchase',
} as const;
