export * from './payments';
export * from './marketplace';
export * from './qr';
