import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useApi, useApiKeepingLast } from '../../api/routes';
import { controlBox, Label } from '../../ui/forms';
import { useDebounced } from '../../ui/useDebounced';
import type { SchoolListItem } from '@fanlift/core/web';

/**
 * A searchable single-school select (ARIA combobox with a listbox popup). `value` is the school id as a string
 * ('' for any school).
 */
export function SchoolSelect({
  value,
  onChange,
  label = 'School',
}: {
  value: string;
  onChange: (schoolId: string) => void;
  label?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), 200);
  const list = useApiKeepingLast(
    'GET /api/schools',
    open ? { query: { name: q || undefined, limit: 8 } } : null,
  );
  const selected = useApi('GET /api/schools/:id', value ? { params: { id: value } } : null);
  const options = list.data?.schools ?? [];
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (s: SchoolListItem | null) => {
    onChange(s ? String(s.id) : '');
    setText('');
    setOpen(false);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  const listId = `${id}-list`;
  return (
    <Wrap>
      <Label htmlFor={`${id}-input`}>{label}</Label>
      {value && (
        <Current data-testid="school-select-current">
          {selected.data ? (
            <>
              <img src={selected.data.logo} alt="" width={20} height={20} />
              <span>{selected.data.name}</span>
            </>
          ) : (
            <span>School #{value}</span>
          )}
          <button
            type="button"
            onClick={() => {
              choose(null);
              inputRef.current?.focus();
            }}
            aria-label="Clear school filter"
          >
            ×
          </button>
        </Current>
      )}
      <div style={{ position: 'relative' }}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? `${id}-opt-${options[active].id}` : undefined}
          placeholder={value ? 'Change school…' : 'Any school'}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKey}
          autoComplete="off"
          data-testid="school-select-input"
        />
        {open && (
          <Popup id={listId} role="listbox" aria-label="Schools">
            {list.isLoading && !list.data ? (
              <li className="state">Loading…</li>
            ) : options.length === 0 ? (
              <li className="state">No schools found</li>
            ) : (
              options.map((s, i) => (
                <li
                  key={s.id}
                  id={`${id}-opt-${s.id}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(s);
                  }}
                  onMouseEnter={() => setActive(i)}
                  data-testid="school-select-option"
                >
                  <img src={s.logo} alt="" width={22} height={22} />
                  <span>{s.name}</span>
                </li>
              ))
            )}
          </Popup>
        )}
      </div>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  input {
    ${controlBox}
  }
`;
const Current = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 6px 6px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-weight: 600;
  font-size: 14px;
  span {
    flex: 1;
    min-width: 0;
  }
  img {
    border-radius: 4px;
  }
  button {
    width: 28px;
    height: 28px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    cursor: pointer;
    font-size: 18px;
  }
  button:hover {
    background: rgba(0, 0, 0, 0.06);
  }
`;
const Popup = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.z.popover};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  list-style: none;
  margin: 0;
  padding: 4px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  max-height: 300px;
  overflow: auto;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 10px;
    border-radius: 6px;
    cursor: pointer;
    font-size: 14px;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  li.state {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    border-radius: 4px;
  }
`;
