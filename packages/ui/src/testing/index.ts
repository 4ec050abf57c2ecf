export * from './fake-gateway';
export * from './screen-page';
