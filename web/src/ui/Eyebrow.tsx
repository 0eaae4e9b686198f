import styled from 'styled-components';

/** The small uppercase line above a heading. */
export const Eyebrow = styled.div`
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 12px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
  margin: 0 0 8px;
`;
