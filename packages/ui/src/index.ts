export * from './announcer';
export * from './api';
export * from './events';
export * from './census';
