export * from './accept';
export * from './ingest';
export * from './names';
export * from './payloads';
export * from './visitor-cookie';
export * from './tracked-pages';
