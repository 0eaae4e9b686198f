import styled from 'styled-components';
import { useSchoolList } from '../../../shared/schools/api';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  label {
    flex: 1 1 200px;
    min-width: 0;
    max-width: 360px;
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 13px;
    font-weight: 600;
  }
  select {
    min-height: 44px;
    width: 100%;
    max-width: 100%;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: 0 10px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface Filters {
  schoolId?: number;
  conference?: string;
}

/** Filter a schedule by school and by conference (public). */
export function GameFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const { data } = useSchoolList({ limit: 200 });
  const schools = [...(data?.schools ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const conferences = [...new Set(schools.map((s) => s.conference).filter((c): c is string => !!c))].sort();
  return (
    <Bar role="group" aria-label="Filters">
      <label>
        Conference
        <select
          value={value.conference ?? ''}
          onChange={(e) => onChange({ ...value, conference: e.target.value || undefined })}
        >
          <option value="">All conferences</option>
          {conferences.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label>
        School
        <select
          value={value.schoolId ?? ''}
          onChange={(e) =>
            onChange({ ...value, schoolId: e.target.value ? Number(e.target.value) : undefined })
          }
        >
          <option value="">All schools</option>
          {schools.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
    </Bar>
  );
}
