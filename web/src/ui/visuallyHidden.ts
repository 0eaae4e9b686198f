/**
 * Hidden on screen, still read by screen readers: the rules of the global `.visually-hidden` class, for a style
 * that hides an element only sometimes (under a media query, say).
 */
export const visuallyHidden = `
  position: absolute !important;
  width: 1px; height: 1px;
  padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; border: 0;
`;
