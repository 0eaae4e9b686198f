import styled from 'styled-components';

/** An unstyled fieldset (grouping with its legend for screen readers) and the legend as a field title. */
export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  font-weight: 700;
  font-size: 15px;
  color: ${({ theme }) => theme.colors.navy900};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: 0;
`;
