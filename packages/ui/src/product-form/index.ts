export * from './product-form-lightbox';
