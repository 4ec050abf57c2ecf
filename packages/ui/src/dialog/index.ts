export * from './Dialog';
export * from './DialogClose';
export * from './overlay';
export * from './overlay-style';
