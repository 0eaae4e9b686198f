import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link, useLocation, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';

/**
 * WAI-ARIA menu button: a button with aria-haspopup/aria-expanded controls a role=menu of role=menuitem
 * links. Enter/Space/ArrowDown open and focus the first item, ArrowUp the last; arrows, Home and End move;
 * Escape closes and returns focus to the button; Tab or a click outside closes.
 */
export function MenuButton({
  label,
  children,
  ariaLabel,
  testId,
  menuTestId,
  align = 'left',
  variant = 'nav',
}: {
  label: ReactNode;
  children: ReactNode;
  ariaLabel?: string;
  testId?: string;
  menuTestId?: string;
  align?: 'left' | 'right';
  variant?: 'nav' | 'account';
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const location = useLocation();

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []).filter(
      (el) => !el.hasAttribute('disabled'),
    );

  const focusAt = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length].focus();
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (open && pendingFocus.current) {
      focusAt(pendingFocus.current === 'first' ? 0 : -1);
      pendingFocus.current = null;
    }
  }, [open]);

  // Close on navigation.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  // Close on a pointer press outside.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const where = e.key === 'ArrowDown' ? 'first' : 'last';
      if (open) focusAt(where === 'first' ? 0 : -1);
      else {
        pendingFocus.current = where;
        setOpen(true);
      }
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onButtonClick = (e: MouseEvent<HTMLButtonElement>) => {
    // Enter/Space produce a click with detail 0: then move focus into the menu (APG menu button).
    if (!open && e.detail === 0) pendingFocus.current = 'first';
    setOpen((o) => !o);
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusAt(current - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusAt(0);
        break;
      case 'End':
        e.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      case ' ': {
        // Space activates a link menu item like Enter does.
        const el = document.activeElement as HTMLElement | null;
        if (el?.getAttribute('role') === 'menuitem') {
          e.preventDefault();
          el.click();
        }
        break;
      }
      default:
        if (e.key.length === 1 && /\S/.test(e.key)) {
          // Type-ahead: first item starting with the typed character.
          const ch = e.key.toLowerCase();
          const start = current + 1;
          for (let i = 0; i < list.length; i++) {
            const el = list[(start + i) % list.length];
            if ((el.textContent ?? '').trim().toLowerCase().startsWith(ch)) {
              el.focus();
              break;
            }
          }
        }
    }
  };

  const onMenuClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = (e.target as HTMLElement).closest('[role="menuitem"]');
    if (target) setOpen(false);
  };

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        data-testid={testId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        $variant={variant}
      >
        {label}
        <Caret aria-hidden="true" $open={open} />
      </Trigger>
      <Popover
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        onClick={onMenuClick}
        data-testid={menuTestId}
        $align={align}
      >
        {children}
      </Popover>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button<{ $variant: 'nav' | 'account' }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: 600;
  font-size: 15px;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.1);
  }
  ${({ $variant }) =>
    $variant === 'account' &&
    css`
      padding: 0 10px 0 4px;
      border-radius: 999px;
      border: 1px solid rgba(255, 255, 255, 0.18);
    `}
  &:focus-visible {
    outline-color: #8ab4ff;
  }
`;

const Caret = styled.span<{ $open: boolean }>`
  width: 8px;
  height: 8px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(${({ $open }) => ($open ? '2px' : '-2px')})
    rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
  opacity: 0.8;
  transition: transform 0.15s;
`;

const Popover = styled.div<{ $align: 'left' | 'right' }>`
  position: absolute;
  top: calc(100% + 8px);
  ${({ $align }) => ($align === 'right' ? 'right: 0;' : 'left: 0;')}
  min-width: 240px;
  padding: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  z-index: ${({ theme }) => theme.z.popover};
  &[hidden] {
    display: none;
  }
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: 15px;
  font-weight: 500;
  background: none;
  border: 0;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
`;

const StyledMenuLink = styled(Link)`
  ${itemStyle}
`;

export function MenuLink(props: LinkProps & { testId?: string }) {
  const { testId, ...rest } = props;
  return <StyledMenuLink role="menuitem" tabIndex={-1} data-testid={testId} {...rest} />;
}

const StyledMenuAction = styled.button`
  ${itemStyle}
  font: inherit;
  font-size: 15px;
  font-weight: 500;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

/** A menu item that runs an action (e.g. Sign Out). */
export function MenuAction({
  onSelect,
  children,
  testId,
  busy = false,
}: {
  onSelect: () => void;
  children: ReactNode;
  testId?: string;
  busy?: boolean;
}) {
  return (
    <StyledMenuAction
      type="button"
      role="menuitem"
      tabIndex={-1}
      onClick={onSelect}
      disabled={busy}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {children}
    </StyledMenuAction>
  );
}

export const MenuSeparator = styled.div.attrs({ role: 'separator' })`
  height: 1px;
  margin: 6px 4px;
  background: ${({ theme }) => theme.colors.border};
`;

/** Non-interactive content inside a menu (e.g. the user's name). */
export const MenuHeader = styled.div.attrs({ role: 'presentation' })`
  padding: 10px 12px 8px;
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong {
    font-size: 15px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 260px;
  }
`;
