import styled from 'styled-components';

/** A list laid out as a grid of cards: as many columns at least `$min` px wide as fit, `$gap` px apart. */
export const GridList = styled.ul<{ $min: number; $gap: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  gap: ${({ $gap }) => $gap}px;
`;
