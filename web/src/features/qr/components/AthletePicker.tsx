import { useId, useState } from 'react';
import styled from 'styled-components';
import { SEARCH_MIN_CHARS } from '@fanlift/core/web';

import { Input, Label } from '../../../ui/forms';
import { Avatar } from '../../../ui';
import { useDebounced } from '../../../ui/useDebounced';
import { useAthleteSearch } from '../../../shared/athletes/api';

export interface PickedAthlete {
  id: number;
  name: string;
}

/** Search athletes by name and pick one (a list of radio buttons: keyboard and screen-reader friendly). */
export function AthletePicker({
  value,
  onChange,
  label = 'Athlete',
}: {
  value: PickedAthlete | null;
  onChange: (a: PickedAthlete | null) => void;
  label?: string;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const text = useDebounced(q.trim(), 250);
  const list = useAthleteSearch({ limit: 6, name: text.length >= SEARCH_MIN_CHARS ? text : undefined });
  const athletes = list.data?.athletes ?? [];
  return (
    <Box>
      <Label htmlFor={`${id}-q`}>{label}</Label>
      <Input
        id={`${id}-q`}
        type="search"
        placeholder="Search by name"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        autoComplete="off"
      />
      <Options role="radiogroup" aria-label={`${label} results`} aria-busy={list.isLoading}>
        {athletes.map((a) => {
          const name = `${a.user.firstName} ${a.user.lastName}`.trim();
          return (
            <label key={a.id} data-testid="qr-athlete-option">
              <input
                type="radio"
                name={`${id}-athlete`}
                checked={value?.id === a.id}
                onChange={() => onChange({ id: a.id, name })}
              />
              <Avatar name={name} src={a.photoUrl ?? `/api/athletes/${a.id}/avatar.svg`} size={32} />
              <span>
                {name}
                <small>{[a.position, a.schools?.[0]?.name].filter(Boolean).join(' · ')}</small>
              </span>
            </label>
          );
        })}
        {list.data && athletes.length === 0 && <p>No athlete matches “{text}”.</p>}
      </Options>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
    background: ${({ theme }) => theme.colors.surface};
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  span {
    display: flex;
    flex-direction: column;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
