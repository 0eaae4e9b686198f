import type { CSSProperties } from 'react';
import { formatNumber } from '../../../ui/format';
import { StatGrid, StatTile } from '../../../ui/layout';
import type { SchoolPage as SchoolDetail } from '@fanlift/core/web';

/** A university's totals: fans, total likes, athletes and (on its page) supporters. */
export function SchoolStats({
  school,
  withSupporters,
  label,
  style,
}: {
  school: Pick<SchoolDetail, '_count' | 'totalLikes' | 'supporters'>;
  withSupporters?: boolean;
  label?: string;
  style?: CSSProperties;
}) {
  return (
    <StatGrid aria-label={label} style={style}>
      <StatTile label="Fans" value={formatNumber(school._count.fanSelectedSchools)} testId="school-fans" />
      <StatTile label="Total likes" value={formatNumber(school.totalLikes)} testId="school-likes" />
      <StatTile label="Athletes" value={formatNumber(school._count.athletes)} />
      {withSupporters && <StatTile label="Supporters" value={formatNumber(school.supporters)} />}
    </StatGrid>
  );
}
