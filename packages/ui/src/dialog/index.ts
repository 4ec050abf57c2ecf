export * from './focus-trap';
export * from './overlay-style';
