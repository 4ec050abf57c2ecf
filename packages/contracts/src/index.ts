export type * from './events';
export type * from './mount';
export type * from './page-context';
export type * from './page-money';
export type * from './shopping-cart';
export type * from './restock';
export type * from './performance';
