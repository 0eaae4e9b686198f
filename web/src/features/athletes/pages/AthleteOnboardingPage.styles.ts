import styled from 'styled-components';
import { linkButton } from '../../../ui/styles';

export const NameSummary = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  button {
    ${linkButton}
  }
`;
export const SubHead = styled.h2`
  font-size: 17px;
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.navy900};
`;
export const Done = styled.div`
  text-align: center;
  .tick {
    width: 64px;
    height: 64px;
    margin: 0 auto 12px;
    border-radius: 50%;
    background: #e7f6ef;
    color: ${({ theme }) => theme.colors.success};
    display: flex;
    align-items: center;
    justify-content: center;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > div {
    justify-content: center;
  }
`;
