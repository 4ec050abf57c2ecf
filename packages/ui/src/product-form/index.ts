export * from './product-form-definition';
export * from './product-form-lightbox';
