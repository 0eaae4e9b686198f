export * from './payloads';
export * from './map';
export * from './rewards';
export * from './cheers';
