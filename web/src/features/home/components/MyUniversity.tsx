import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMySchools } from '../../../shared/schools/api';
import { Skeleton } from '../../../ui';
import { formatLikes } from '../../../ui/format';

/** The signed-in fan's university (the first they chose), its likes, and where to give to it. */
export function MyUniversity() {
  const { data, isLoading } = useMySchools(true);
  if (isLoading && !data)
    return (
      <div role="status" aria-busy="true" aria-label="Loading your university">
        <Skeleton $h="76px" />
      </div>
    );
  const school = data?.school;
  if (!school)
    return (
      <p style={{ margin: 0 }}>
        You have not chosen a university yet. <Link to="/search-universities">Find yours</Link>.
      </p>
    );
  return (
    <Box data-testid="my-university">
      <img src={school.logo} alt="" width={56} height={56} />
      <div className="who">
        <Link to={`/universities/${school.id}`} className="name">
          {school.name}
        </Link>
        <span>{formatLikes(school.totalLikes)} from fans and to its athletes</span>
      </div>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  img {
    flex: none;
    border-radius: 50%;
    background: #fff;
  }
  .who {
    display: grid;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .name {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 800;
    font-size: 18px;
    color: ${({ theme }) => theme.colors.navy900};
  }
`;
