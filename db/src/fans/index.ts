export * from './profiles';
export * from './supporters';
