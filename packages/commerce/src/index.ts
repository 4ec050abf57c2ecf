export * from './add-to-cart-errors';
export * from './add-to-cart-validation';
export * from './product-types';
export * from './quantity';
