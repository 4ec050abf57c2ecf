export * from './demo-store';
export * from './images';
export { seed } from './seed';
export type { SeedResult } from './seed';
