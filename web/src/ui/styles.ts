import styled, { css } from 'styled-components';

/** A button that reads as a link in running text ("Change", "Not you?"). */
export const linkButton = css`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
`;

/** A list without bullets or indent, its items in a column `gap` px apart. */
export const columnList = (gap = 10) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${gap}px;
`;

/** The marked item of a list (the current one, the preferred one): accent border on the accent's soft tint. */
export const markedItem = css`
  border-color: ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
`;

/** A description list's terms bold in navy, its values wrapping anywhere (long e-mails and links). */
export const termsAndValues = css`
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy900};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A profile's hero band (athlete, university): the navy gradient, light text, less padding on a phone. */
export const HeroBand = styled.div`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.navy950},
    ${({ theme }) => theme.colors.navy700}
  );
  color: ${({ theme }) => theme.colors.textOnDark};
  padding: ${({ theme }) => theme.space(10)} 0;
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(6)} 0;
  }
`;

/** A profile's body under its hero: the sections in a column. */
export const ProfileBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space(4)};
    padding-top: ${({ theme }) => theme.space(5)};
  }
`;
