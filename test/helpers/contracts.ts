/** Shapes the api answers (SPEC §3), asserted by more than one test. */

/** The keys of an athlete card in search answers. */
export const ATHLETE_CARD_KEYS = [
  'id',
  'user',
  'photoUrl',
  'class',
  'position',
  'sport',
  'sumTotalInCents',
  'rating',
  'ranking',
  'schools',
];
