import styled from 'styled-components';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
export const GuardianBox = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 16px;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
  align-items: stretch;
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
  & > button {
    align-self: flex-start;
  }
`;
