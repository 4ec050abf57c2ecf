export * from './announcer';
export * from './api';
export * from './events';
