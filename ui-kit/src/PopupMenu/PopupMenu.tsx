import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useLabels } from '../provider/KitProvider.tsx';
import { EyeIcon, EyeOffIcon, LogoutIcon, MenuIcon, RefreshIcon, WalletIcon, WithdrawIcon } from '../icons/icons.tsx';
import { Item, List, Separator, Trigger, Wrap } from './PopupMenu.styles.ts';

interface Common {
  onDeposit: () => void;
  onWithdraw: () => void;
  onRefreshBalance: () => void;
  /** Open on first render (stories). @default false */
  defaultOpen?: boolean;
}

/** Hide/show balance and sign out exist only for members (docs/product/screens-and-routes.md#header), so they come as one set. */
export type PopupMenuProps = Common &
  (
    | {
        loggedIn: true;
        /** Whether the header's balance is masked: the entry says the opposite. */
        balanceHidden: boolean;
        onToggleBalance: () => void;
        /** Starts sign-out; the app asks with a ConfirmDialog first (docs/product/states.md#popup). */
        onSignOut: () => void;
      }
    | { loggedIn: false; balanceHidden?: never; onToggleBalance?: never; onSignOut?: never }
  );

interface Entry {
  key: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  tone?: 'danger';
}

/**
 * The header's pop-up menu (docs/product/screens-and-routes.md#header), following the WAI-ARIA menu button pattern: arrow keys, Home
 * and End move, Escape and Tab close, focus returns to the button, a tap outside closes.
 */
export function PopupMenu(props: PopupMenuProps) {
  const labels = useLabels();
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const focusOnOpen = useRef<number | null>(null);

  const entries: Entry[] = [
    { key: 'deposit', label: labels.deposit, icon: <WalletIcon />, onSelect: props.onDeposit },
    { key: 'withdraw', label: labels.withdraw, icon: <WithdrawIcon />, onSelect: props.onWithdraw },
    { key: 'refresh', label: labels.refreshBalance, icon: <RefreshIcon />, onSelect: props.onRefreshBalance },
  ];
  if (props.loggedIn) {
    entries.push({
      key: 'balance',
      label: props.balanceHidden ? labels.showBalance : labels.hideBalance,
      icon: props.balanceHidden ? <EyeIcon /> : <EyeOffIcon />,
      onSelect: props.onToggleBalance,
    });
  }

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    if (focusOnOpen.current !== null) {
      items.current[focusOnOpen.current]?.focus();
      focusOnOpen.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (wrap.current && !wrap.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items.current.filter((el): el is HTMLButtonElement => el !== null);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const all: Entry[] = props.loggedIn
    ? [
        ...entries,
        { key: 'signout', label: labels.signOut, icon: <LogoutIcon />, onSelect: props.onSignOut, tone: 'danger' },
      ]
    : entries;

  return (
    <Wrap ref={wrap}>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={labels.menu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            openAt(0);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(all.length - 1);
          }
        }}
      >
        <MenuIcon />
      </Trigger>
      {open && (
        <List id={id} role="menu" aria-label={labels.menu} onKeyDown={onMenuKey}>
          {all.map((entry, index) => (
            <li key={entry.key} role="none">
              {entry.key === 'signout' && <Separator role="separator" as="div" />}
              <Item
                ref={(el) => {
                  items.current[index] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-tone={entry.tone}
                onClick={() => {
                  close(true);
                  entry.onSelect();
                }}
              >
                {entry.icon}
                {entry.label}
              </Item>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}
