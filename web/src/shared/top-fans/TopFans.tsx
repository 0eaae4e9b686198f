import { Link } from 'react-router-dom';
import { Avatar, EmptyState } from '../../ui';
import { formatNumber } from '../../ui/format';
import { RankList } from '../../ui/layout';
import type { TopFan } from '@fanlift/core/web';

export function TopFansList({
  fans,
  linkFans = true,
  empty = 'No fans have sent likes yet. Be the first!',
  testId = 'top-fans',
}: {
  fans: TopFan[];
  linkFans?: boolean;
  empty?: string;
  testId?: string;
}) {
  if (fans.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <RankList data-testid={testId}>
      {fans.map((f, i) => (
        <li key={f.fanId}>
          <span className="rank">{i + 1}</span>
          <Avatar name={f.name} size={32} />
          {linkFans ? (
            <Link className="name" to={`/fans/${f.fanId}`}>
              {f.name}
            </Link>
          ) : (
            <span className="name">{f.name}</span>
          )}
          <span className="value">{formatNumber(f.likes)} likes</span>
        </li>
      ))}
    </RankList>
  );
}
