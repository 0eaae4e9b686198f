export * from './payloads';
export * from './map';
