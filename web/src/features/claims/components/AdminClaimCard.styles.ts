import styled from 'styled-components';
import { termsAndValues } from '../../../ui/styles';
import { type AdminClaimView } from '@fanlift/core/web';

export const Card = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  .warn {
    color: #8a5a00;
    font-weight: 600;
  }
`;
export const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px 16px;
  flex-wrap: wrap;
  h3 {
    margin: 0;
    font-size: 18px;
    color: ${({ theme }) => theme.colors.navy900};
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.navy700};
  }
`;
export const Status = styled.span<{ $status: AdminClaimView['status'] }>`
  border-radius: 999px;
  padding: 3px 10px;
  font-size: 13px;
  font-weight: 700;
  color: ${({ $status }) =>
    $status === 'pending' ? '#8a5a00' : $status === 'approved' ? '#0d6b4c' : '#c2261f'};
  background: ${({ $status }) =>
    $status === 'pending' ? '#fff6e0' : $status === 'approved' ? '#e7f6ef' : '#fdecec'};
`;
export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  gap: 20px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
export const Facts = styled.ul`
  margin: 12px 0 0;
  padding-left: 18px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
export const Dl = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 4px 12px;
  font-size: 14px;
  ${termsAndValues}
  dd.warn {
    grid-column: 1 / -1;
  }
`;
export const Proof = styled.p`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  span {
    display: block;
    font-size: 13px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
export const Decided = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 10px;
  flex-wrap: wrap;
`;
export const RejectForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
