/**
 * Generated gRPC contracts, one namespace per versioned proto package, so that a later
 * `storefront.catalog.v2` can live beside v1 without name clashes.
 */
export * as catalogV1 from './gen/storefront/catalog/v1/catalog';
export * as cartV1 from './gen/storefront/cart/v1/cart';
export * as ordersV1 from './gen/storefront/cart/v1/orders';
export * as formsV1 from './gen/storefront/forms/v1/forms';
export * as accountsV1 from './gen/storefront/accounts/v1/accounts';
export * as notificationsV1 from './gen/storefront/notifications/v1/notifications';
export * as performanceV1 from './gen/storefront/performance/v1/performance';
export * as censusV1 from './gen/storefront/census/v1/census';
export * as cartCheckoutV1 from './gen/storefront/cart/v1/checkout';
export * as subscriptionsV1 from './gen/storefront/cart/v1/subscriptions';
