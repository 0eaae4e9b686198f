import { Link } from 'react-router-dom';
import type { RankedAthlete } from '@fanlift/core/web';
import { Avatar, EmptyState, Stars } from '../../../ui';
import { capitalise, formatNumber } from '../../../ui/format';
import { numCol, TableHead } from '../../../ui/table';
import { TableWrap } from '../pages/UniversityDashboardPage.styles';

export function Leaderboard({ athletes }: { athletes: RankedAthlete[] }) {
  if (athletes.length === 0) return <EmptyState>No athletes listed for this university yet.</EmptyState>;
  return (
    <TableWrap>
      <table data-testid="athlete-leaderboard">
        <TableHead columns={['#', 'Athlete', { label: 'Rating', className: 'hide-sm' }, numCol('Likes')]} />
        <tbody>
          {athletes.map((a) => {
            const name = `${a.user.firstName} ${a.user.lastName}`;
            return (
              <tr key={a.id}>
                <td className="rank">{a.rank}</td>
                <td>
                  <Link to={`/athletes/${a.id}`} className="who">
                    <Avatar src={a.photoUrl} name={name} size={32} />
                    <span>
                      <strong>{name}</strong>
                      <small>
                        {capitalise(a.sport)}
                        {a.position ? ` · ${a.position}` : ''}
                        {a.class ? ` · ${a.class}` : ''}
                      </small>
                    </span>
                  </Link>
                </td>
                <td className="hide-sm">
                  <Stars earnedStar={a.rating ?? 0} />
                </td>
                <td className="num">{formatNumber(a.likes)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}
