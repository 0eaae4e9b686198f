import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MIN_CHARS, type AthleteSearchResult, type School } from '@fanlift/core/web';
import { Avatar, Spinner } from '../../ui';
import { capitalise } from '../../ui/format';
import { useSearchResults } from './useSearchResults';
import {
  Root,
  InputWrap,
  SearchIcon,
  Input,
  Dropdown,
  Listbox,
  Group,
  GroupLabel,
  OptionRow,
  OptionText,
  Advanced,
  StateRow,
} from './HeaderSearch.styles';

type Option =
  | { kind: 'athlete'; key: string; href: string; athlete: AthleteSearchResult }
  | { kind: 'school'; key: string; href: string; school: School }
  | { kind: 'advanced'; key: string; href: string };

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Wrap case-insensitive matches of `term` in <mark>. */
export function Highlight({ text, term, on }: { text: string; term: string; on: boolean }) {
  if (!on || !term) return <>{text}</>;
  const parts = text.split(new RegExp(`(${escapeRegExp(term)})`, 'ig'));
  return <>{parts.map((p, i) => (i % 2 === 1 ? <mark key={i}>{p}</mark> : <span key={i}>{p}</span>))}</>;
}

function athleteName(a: AthleteSearchResult) {
  return `${a.user?.firstName ?? ''} ${a.user?.lastName ?? ''}`.trim() || 'Unnamed athlete';
}

/**
 * Header search (SPEC §2, §5, §9): one combobox over athletes and universities. Opens at 3+ characters,
 * debounced, both lists fetched in parallel, the matched text highlighted for 2 seconds.
 */
export function HeaderSearch({ onChoose }: { onChoose?: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const term = query.trim();
  const long = term.length >= SEARCH_MIN_CHARS;
  const open = long && focused && !dismissed;

  const { results, loading, highlightOn, clear } = useSearchResults(term, long, () => setActiveIndex(-1));

  // Close when focus or a pointer press leaves the search.
  useEffect(() => {
    if (!focused) return;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setFocused(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [focused]);

  const options: Option[] = useMemo(() => {
    const list: Option[] = [];
    if (results) {
      for (const a of results.athletes)
        list.push({ kind: 'athlete', key: `a${a.id}`, href: `/athletes/${a.id}`, athlete: a });
      for (const s of results.schools)
        list.push({ kind: 'school', key: `s${s.id}`, href: `/universities/${s.id}`, school: s });
    }
    list.push({ kind: 'advanced', key: 'advanced', href: '/explore' });
    return list;
  }, [results]);

  const choose = (opt: Option) => {
    setFocused(false);
    setQuery('');
    clear();
    setActiveIndex(-1);
    inputRef.current?.blur();
    onChoose?.();
    void navigate(opt.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        if (!long) return;
        e.preventDefault();
        if (!open) setDismissed(false);
        setActiveIndex((i) => (i + 1 >= options.length ? 0 : i + 1));
        break;
      case 'ArrowUp':
        if (!long) return;
        e.preventDefault();
        if (!open) setDismissed(false);
        setActiveIndex((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter':
        if (!open) return;
        e.preventDefault();
        if (activeIndex >= 0 && options[activeIndex]) choose(options[activeIndex]);
        else {
          setFocused(false);
          onChoose?.();
          void navigate(`/explore?name=${encodeURIComponent(term)}`);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          setDismissed(true);
          setActiveIndex(-1);
        } else if (query) {
          e.preventDefault();
          setQuery('');
        }
        break;
      case 'Tab':
        setFocused(false);
        break;
    }
  };

  const optionId = (i: number) => `${id}-opt-${i}`;
  const athleteOpts = options.filter((o) => o.kind === 'athlete');
  const schoolOpts = options.filter((o) => o.kind === 'school');
  const indexOf = (o: Option) => options.indexOf(o);
  const hlTerm = results?.query ?? term;
  const bothFailed = !!results && results.athletesFailed && results.schoolsFailed;
  const noResults = !!results && !bothFailed && results.athletes.length === 0 && results.schools.length === 0;

  const renderOption = (o: Option, children: ReactNode) => {
    const i = indexOf(o);
    return (
      <OptionRow
        key={o.key}
        id={optionId(i)}
        role="option"
        aria-selected={i === activeIndex}
        data-active={i === activeIndex || undefined}
        data-testid={`search-option-${o.kind}`}
        data-id={o.kind === 'athlete' ? o.athlete.id : o.kind === 'school' ? o.school.id : undefined}
        onMouseDown={(e) => e.preventDefault()}
        onMouseEnter={() => setActiveIndex(i)}
        onClick={() => choose(o)}
      >
        {children}
      </OptionRow>
    );
  };

  return (
    <Root ref={rootRef} data-testid="header-search">
      <InputWrap>
        <SearchIcon aria-hidden="true" viewBox="0 0 24 24">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </SearchIcon>
        <Input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="Search athletes and universities"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder="Search athletes & universities"
          autoComplete="off"
          spellCheck={false}
          data-testid="header-search-input"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setDismissed(false);
            setActiveIndex(-1);
          }}
          onFocus={() => setFocused(true)}
          onKeyDown={onKeyDown}
        />
        {open && loading && <Spinner $size={16} aria-hidden="true" style={{ marginRight: 10 }} />}
      </InputWrap>
      <Dropdown hidden={!open} data-testid="header-search-dropdown">
        <div className="visually-hidden" role="status" aria-live="polite">
          {open && loading
            ? 'Searching…'
            : open && results
              ? `${results.athletes.length} athletes and ${results.schools.length} universities found`
              : ''}
        </div>
        {loading && !results && (
          <StateRow data-testid="search-loading">
            <Spinner $size={18} /> Searching…
          </StateRow>
        )}
        {bothFailed && (
          <StateRow $error data-testid="search-error">
            Search isn&rsquo;t available right now. Please try again in a moment.
          </StateRow>
        )}
        {noResults && !loading && (
          <StateRow data-testid="search-empty">
            No results for &ldquo;{results.query}&rdquo;. Try another name or use Advanced Search.
          </StateRow>
        )}
        {results && !bothFailed && (results.athletesFailed || results.schoolsFailed) && (
          <StateRow $error data-testid="search-partial-error">
            {results.athletesFailed ? 'Athletes' : 'Universities'} couldn&rsquo;t be loaded right now.
          </StateRow>
        )}
        <Listbox id={listboxId} role="listbox" aria-label="Search results" $dim={loading && !!results}>
          {athleteOpts.length > 0 && (
            <Group role="group" aria-labelledby={`${id}-h-athletes`}>
              <GroupLabel id={`${id}-h-athletes`} role="presentation">
                Athletes
              </GroupLabel>
              {athleteOpts.map(
                (o) =>
                  o.kind === 'athlete' &&
                  renderOption(
                    o,
                    <>
                      <Avatar src={o.athlete.photoUrl} name={athleteName(o.athlete)} size={36} />
                      <OptionText>
                        <strong>
                          <Highlight text={athleteName(o.athlete)} term={hlTerm} on={highlightOn} />
                        </strong>
                        <small>
                          {[o.athlete.position, capitalise(o.athlete.sport ?? '')]
                            .filter(Boolean)
                            .join(' · ')}
                          {o.athlete.class ? ` · Class of ${o.athlete.class}` : ''}
                        </small>
                      </OptionText>
                    </>,
                  ),
              )}
            </Group>
          )}
          {schoolOpts.length > 0 && (
            <Group role="group" aria-labelledby={`${id}-h-schools`}>
              <GroupLabel id={`${id}-h-schools`} role="presentation">
                Universities
              </GroupLabel>
              {schoolOpts.map(
                (o) =>
                  o.kind === 'school' &&
                  renderOption(
                    o,
                    <>
                      <Avatar src={o.school.logo} name={o.school.name} size={36} square />
                      <OptionText>
                        <strong>
                          <Highlight text={o.school.name} term={hlTerm} on={highlightOn} />
                        </strong>
                        {o.school._count?.fanSelectedSchools !== undefined && (
                          <small>
                            {o.school._count.fanSelectedSchools.toLocaleString()}{' '}
                            {o.school._count.fanSelectedSchools === 1 ? 'fan' : 'fans'}
                          </small>
                        )}
                      </OptionText>
                    </>,
                  ),
              )}
            </Group>
          )}
          {options
            .filter((o) => o.kind === 'advanced')
            .map((o) =>
              renderOption(
                o,
                <Advanced>
                  Advanced Search <span aria-hidden="true">→</span>
                </Advanced>,
              ),
            )}
        </Listbox>
      </Dropdown>
    </Root>
  );
}
