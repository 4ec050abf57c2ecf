export * from './collections';
export * from './items';
export * from './merchandising';
export * from './product-images';
export * from './reservations';
export * from './settings';
export * from './search';
export * from './stock';
export * as schema from './schema';
