/** Cheers from a live game's chat and the game's goal meter (issue 28, DESIGN §5). */
export * from './apply';
export * from './daily-cap';
export * from './goal';
export * from './emits';
export * from './now';
export * from './one-trip';
