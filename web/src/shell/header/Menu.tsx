import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { Root, Trigger, Caret, Popover, StyledMenuLink, StyledMenuAction } from './Menu.styles';

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

  // Opened from the keyboard: focus the first or last item once the menu is shown.
  const focusPending = useEffectEvent(() => {
    if (!pendingFocus.current) return;
    focusAt(pendingFocus.current === 'first' ? 0 : -1);
    pendingFocus.current = null;
  });
  useEffect(() => {
    if (open) focusPending();
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

export function MenuLink(props: LinkProps & { testId?: string }) {
  const { testId, ...rest } = props;
  return <StyledMenuLink role="menuitem" tabIndex={-1} data-testid={testId} {...rest} />;
}

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
