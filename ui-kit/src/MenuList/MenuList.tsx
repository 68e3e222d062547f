import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { ChevronRightIcon } from '../icons/index.ts';
import { Chevron, Entry, EntryIcon, EntryLabel, List } from './MenuList.styles.ts';

export interface MenuEntry {
  /** A stable key, e.g. 'rewardCenter'. */
  key: string;
  /** Visible text. */
  label: string;
  /** An icon before the text. */
  icon?: ReactNode;
  /** A count bubble, shown only above 0 (docs/product/member.md#reward-center: unclaimed promotions). */
  count?: number;
  /** Accessible wording for the count, e.g. '3 unclaimed promotions'. */
  countLabel?: string;
  /** A link target; without it the entry is a button that calls onSelect. */
  href?: string;
}

export interface MenuListProps {
  /** The entries the app decided to show (flags are the app's business). */
  entries: ReadonlyArray<MenuEntry>;
  /** Called with the tapped entry (for routing or the login dialog). */
  onSelect?: (entry: MenuEntry) => void;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/** The member center's menu: icon, text, count bubble and a chevron per entry (docs/product/member.md#menu: mine). */
export function MenuList({ entries, onSelect, 'aria-label': ariaLabel }: MenuListProps) {
  return (
    <List aria-label={ariaLabel}>
      {entries.map((e) => {
        const inner = (
          <>
            {e.icon && <EntryIcon>{e.icon}</EntryIcon>}
            <EntryLabel>{e.label}</EntryLabel>
            {e.count !== undefined && <Badge count={e.count} label={e.countLabel} />}
            <Chevron>
              <ChevronRightIcon size="sm" />
            </Chevron>
          </>
        );
        return (
          <li key={e.key}>
            {e.href ? (
              <Entry as="a" href={e.href} onClick={() => onSelect?.(e)}>
                {inner}
              </Entry>
            ) : (
              <Entry type="button" onClick={() => onSelect?.(e)}>
                {inner}
              </Entry>
            )}
          </li>
        );
      })}
    </List>
  );
}
