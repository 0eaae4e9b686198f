import styled from 'styled-components';

/** The page-width column with the side padding of the breakpoint. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;
