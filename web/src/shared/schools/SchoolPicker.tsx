import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api/client';
import { useApiKeepingLast } from '../../api/routes';
import { ErrorState, GridList, Skeleton } from '../../ui';

import { useDebounced } from '../../ui/useDebounced';
import type { SchoolListItem } from '@fanlift/core/web';
import { SearchField } from '../../ui/SearchField';

/**
 * Search schools (GET /schools/getSelectedSchools?schoolName) and pick several; the first picked is the
 * primary school ("My University").
 */
export function SchoolPicker({
  value,
  onChange,
  max = 10,
  label = 'Search universities',
}: {
  value: SchoolListItem[];
  onChange: (schools: SchoolListItem[]) => void;
  max?: number;
  label?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), 250);
  const { data, error, isLoading, mutate } = useApiKeepingLast('GET /api/schools/getSelectedSchools', {
    query: { schoolName: q, limit: PAGE },
  });
  const selected = new Set(value.map((s) => s.id));
  const toggle = (s: SchoolListItem) => {
    if (selected.has(s.id)) onChange(value.filter((x) => x.id !== s.id));
    else if (value.length < max) onChange([...value, { id: s.id, name: s.name, logo: s.logo }]);
  };
  const results = data?.schools ?? [];
  const total = data?.total ?? results.length;
  const found = `${total.toLocaleString()} ${total === 1 ? 'university' : 'universities'} found`;
  const summary = total > results.length ? `${found}, showing the first ${results.length}` : found;
  return (
    <Wrap>
      <div>
        <SelectedLabel id={`${id}-selected`}>
          Your schools {value.length > 0 ? `(${value.length})` : ''}
        </SelectedLabel>
        {value.length === 0 ? (
          <Hint>None yet — pick at least one below.</Hint>
        ) : (
          <Selected aria-labelledby={`${id}-selected`} data-testid="selected-schools">
            {value.map((s, i) => (
              <li key={s.id}>
                <img src={s.logo} alt="" width={22} height={22} />
                <span>
                  {s.name}
                  {i === 0 && value.length > 1 && <em> · primary</em>}
                </span>
                <RemoveBtn type="button" onClick={() => toggle(s)} title={`Remove ${s.name}`}>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">Remove {s.name}</span>
                </RemoveBtn>
              </li>
            ))}
          </Selected>
        )}
      </div>
      <SearchField
        id={`${id}-q`}
        label={label}
        hint="Type a name, for example “Ohio” or “Texas”."
        value={query}
        onChange={setQuery}
        placeholder="University name"
        testId="school-search-input"
      />
      <Summary aria-live="polite" data-testid="school-results-summary">
        {isLoading ? 'Searching…' : data ? summary : ''}
        {!isLoading && total > results.length && <span> · type a name to narrow the list</span>}
      </Summary>
      {error ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <Results>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton $h="48px" />
            </li>
          ))}
        </Results>
      ) : results.length === 0 ? (
        <Hint>No universities match “{q}”.</Hint>
      ) : (
        <Results data-testid="school-results" style={{ opacity: isLoading ? 0.6 : 1 }}>
          {results.map((s) => {
            const on = selected.has(s.id);
            return (
              <li key={s.id}>
                <Option
                  type="button"
                  aria-pressed={on}
                  $on={on}
                  onClick={() => toggle(s)}
                  disabled={!on && value.length >= max}
                  data-testid="school-option"
                  data-school-id={s.id}
                >
                  <img src={s.logo} alt="" width={28} height={28} loading="lazy" />
                  <span className="n">
                    {s.name}
                    {s.conference && <small>{s.conference}</small>}
                  </span>
                  <span className="mark" aria-hidden="true">
                    {on ? '✓' : '+'}
                  </span>
                </Option>
              </li>
            );
          })}
        </Results>
      )}
    </Wrap>
  );
}

const PAGE = 12;

const Summary = styled.p`
  margin: -8px 0 0;
  min-height: 1.4em;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const SelectedLabel = styled.div`
  font-weight: 600;
  font-size: 14px;
  margin-bottom: 6px;
  color: ${({ theme }) => theme.colors.navy900};
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;
const Selected = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 4px 4px 4px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.navy900};
    font-weight: 600;
    font-size: 14px;
  }
  img {
    border-radius: 4px;
  }
  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 500;
  }
`;
const RemoveBtn = styled.button`
  width: 28px;
  height: 28px;
  ${({ theme }) => theme.media.mobile} {
    width: 44px;
    height: 44px;
    margin: -8px -4px -8px -8px;
  }
  border-radius: 50%;
  border: 0;
  background: transparent;
  cursor: pointer;
  font-size: 18px;
  line-height: 1;
  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
`;
const Results = styled(GridList).attrs({ $min: 240, $gap: 8 })`
  max-height: 360px;
  overflow: auto;
  padding: 2px;
`;
const Option = styled.button<{ $on: boolean }>`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 12px;
  min-height: 48px;
  text-align: left;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.accentSoft : theme.colors.surface)};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  img {
    border-radius: 6px;
    flex: none;
  }
  .n {
    flex: 1;
    min-width: 0;
    font-weight: 600;
    font-size: 14px;
    small {
      display: block;
      font-weight: 400;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: 12px;
    }
  }
  .mark {
    font-weight: 800;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;
