import { useId } from 'react';
import styled, { css } from 'styled-components';
import { formatLikes } from '../../../ui/format';
import type { Allocation } from '../api';
import { GoalBar } from '../../../ui/feedback';
import { Fieldset, Legend } from '../../../ui/fieldset';
import { coveredInput } from '../../../ui/choice';

/**
 * Where the likes go: the athlete's general fund or one of their allocations (named funding goals).
 * Native radios, so arrow keys move the choice.
 */
export function AllocationPicker({
  allocations,
  value,
  onChange,
  legend = 'Where should your likes go?',
}: {
  allocations: Allocation[];
  value: number | null;
  onChange: (id: number | null) => void;
  legend?: string;
}) {
  const name = useId();
  const options: (Allocation | null)[] = [null, ...allocations];
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <List>
        {options.map((a) => {
          const id = a?.id ?? null;
          const checked = value === id;
          return (
            <Option key={id ?? 'general'} $checked={checked} data-testid={`allocation-${id ?? 'general'}`}>
              <input type="radio" name={name} checked={checked} onChange={() => onChange(id)} />
              <Dot $checked={checked} aria-hidden="true" />
              <Body>
                <strong>{a ? a.name : 'General fund'}</strong>
                <span className="desc">
                  {a
                    ? (a.description ?? 'A funding goal set by the athlete.')
                    : 'The athlete decides how to use it.'}
                </span>
                {a && a.goalLikes ? (
                  <Goal>
                    <GoalBar value={a.likes} goal={a.goalLikes} label={`${a.name} progress`} />
                    <span>
                      {a.likes.toLocaleString()} / {formatLikes(a.goalLikes)}
                    </span>
                  </Goal>
                ) : a ? (
                  <span className="desc">{formatLikes(a.likes)} so far</span>
                ) : null}
              </Body>
            </Option>
          );
        })}
      </List>
    </Fieldset>
  );
}

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Option = styled.label<{ $checked: boolean }>`
  position: relative;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  background: #fff;
  ${({ $checked, theme }) =>
    $checked &&
    css`
      border-color: ${theme.colors.accent};
      background: ${theme.colors.accentSoft};
    `}
  ${coveredInput}
`;

const Dot = styled.span<{ $checked: boolean }>`
  flex: none;
  margin-top: 3px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.borderStrong)};
  box-shadow: ${({ $checked }) => ($checked ? 'inset 0 0 0 3px #fff' : 'none')};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accent : '#fff')};
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  flex: 1;
  strong {
    color: ${({ theme }) => theme.colors.navy900};
  }
  .desc {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
`;

const Goal = styled.span`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 10px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: 4px;
`;
