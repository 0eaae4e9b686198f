import styled from 'styled-components';
import { columnList } from '../../../ui/styles';

export const Pad = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0;
`;
export { HeroBand as Hero, ProfileBody as Body } from '../../../ui/styles';
export const HeroInner = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    text-align: center;
    gap: ${({ theme }) => theme.space(4)};
  }
`;
export const PhotoFrame = styled.div`
  width: 168px;
  height: 168px;
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  border: 4px solid rgba(255, 255, 255, 0.9);
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.35);
  background: ${({ theme }) => theme.colors.navy800};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${({ theme }) => theme.media.mobile} {
    width: 128px;
    height: 128px;
  }
`;
export const HeroText = styled.div`
  flex: 1;
  min-width: 0;
  h1 {
    font-size: clamp(30px, 5vw, 48px);
    font-weight: 800;
    margin: 10px 0 8px;
    color: #fff;
  }
`;
export const Tags = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
`;
export const Tag = styled.span`
  padding: 4px 10px;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.12);
  font-size: 13px;
  font-weight: 600;
`;
export const RatingRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: 15px;
  & > span:first-child {
    font-size: 22px;
  }
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
`;
export const HeroSchools = styled.ul`
  list-style: none;
  padding: 0;
  margin: 14px 0 0;
  display: flex;
  gap: 10px;
  flex-wrap: wrap;
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 4px 12px 4px 4px;
    ${({ theme }) => theme.media.mobile} {
      min-height: 44px;
      padding: 8px 14px 8px 8px;
    }
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.1);
    color: #fff;
    text-decoration: none;
    font-weight: 600;
    font-size: 14px;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.18);
  }
  img {
    border-radius: 50%;
    background: #fff;
  }
`;
export const HeroActions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  margin-top: 20px;
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
`;
export const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 16px 24px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy900};
  }
`;
export const SchoolList = styled.ul`
  ${columnList()}
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.navy900};
    padding: 8px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  span {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 4px;
  }
  img {
    border-radius: 8px;
  }
`;
