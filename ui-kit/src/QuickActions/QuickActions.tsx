import type { ReactNode } from 'react';
import { DepositIcon, GiftIcon, RefreshIcon, WithdrawIcon } from '../icons/index.ts';
import { Action, IconWell, Row } from './QuickActions.styles.ts';

/** docs/product/home-and-games.md#home: the home page's quick buttons. */
export type QuickActionKey = 'deposit' | 'withdraw' | 'cashBack' | 'reward';

export interface QuickActionsProps {
  /** The words for each button (the app's i18n). */
  labels: Record<QuickActionKey, string>;
  /** Called with the tapped action; the app routes it (docs/product/screens-and-routes.md#route-list: /m/voucherCenter, /m/withdraw, ...). */
  onSelect: (action: QuickActionKey) => void;
  /** Which to show, in order. @default ['deposit', 'withdraw', 'cashBack', 'reward'] */
  actions?: ReadonlyArray<QuickActionKey>;
  /** Replaces a built-in icon. */
  icons?: Partial<Record<QuickActionKey, ReactNode>>;
  /** Accessible name of the group. */
  'aria-label'?: string;
}

const builtIn: Record<QuickActionKey, ReactNode> = {
  deposit: <DepositIcon size="md" />,
  withdraw: <WithdrawIcon size="md" />,
  cashBack: <RefreshIcon size="md" />,
  reward: <GiftIcon size="md" />,
};
const ALL: ReadonlyArray<QuickActionKey> = ['deposit', 'withdraw', 'cashBack', 'reward'];

/** Deposit, withdraw, single cash back and reward, one tap each (docs/product/home-and-games.md#home: home). */
export function QuickActions({ labels, onSelect, actions = ALL, icons, 'aria-label': ariaLabel }: QuickActionsProps) {
  return (
    <Row aria-label={ariaLabel}>
      {actions.map((key) => (
        <li key={key}>
          <Action type="button" onClick={() => onSelect(key)}>
            <IconWell>{icons?.[key] ?? builtIn[key]}</IconWell>
            <span>{labels[key]}</span>
          </Action>
        </li>
      ))}
    </Row>
  );
}
