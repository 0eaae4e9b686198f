// Kept only for the placeholder pages of features being built (they import this path); new code imports
// web/src/ui. Delete with the last placeholder.
export * from '../ui';
