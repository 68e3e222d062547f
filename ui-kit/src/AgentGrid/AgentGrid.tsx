import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { useKit } from '../provider/KitProvider.tsx';
import { formatFixed } from '../provider/numbers.ts';
import { visibleAgentEntries } from './agentMenu.ts';
import type { AgentMenuId } from './agentMenu.ts';
import {
  Cell,
  CounterLabel,
  Counters,
  CounterValue,
  Entry,
  EntryBadge,
  EntryIcon,
  EntryLabel,
  Grid,
} from './AgentGrid.styles.ts';

export type AgentGridEntry = {
  id: AgentMenuId;
  /** The entry's words. */
  label: string;
  /** A decorative icon (hidden from screen readers; the label names the entry). */
  icon: ReactNode;
} & (
  | {
      /** Unread count (mail); a badge above 0. */
      unread: number;
      /** Screen-reader text for the badge, e.g. "3 unread". */
      unreadLabel: string;
    }
  | { unread?: never; unreadLabel?: never }
);

export interface AgentGridProps {
  /** Every entry the dashboard knows, in display order. */
  entries: readonly AgentGridEntry[];
  /** The merchant's menu whitelist; 'onlineService' shows whatever it says. @default every entry */
  enabled?: (id: AgentMenuId) => boolean;
  /** Called with the entry's id when it is pressed. */
  onSelect: (id: AgentMenuId) => void;
  /** Names the grid for screen readers, e.g. "Agent menu". */
  label?: string;
}

const everything = () => true;

/** The agent dashboard's navigation grid (docs/product/agent.md#agent-home): icon, label and an unread badge per entry. */
export function AgentGrid({ entries, enabled = everything, onSelect, label }: AgentGridProps) {
  const shown = visibleAgentEntries(entries, enabled);
  return (
    <Grid aria-label={label}>
      {shown.map((entry) => (
        <Cell key={entry.id}>
          <Entry type="button" onClick={() => onSelect(entry.id)}>
            <EntryIcon aria-hidden="true">{entry.icon}</EntryIcon>
            <EntryLabel>{entry.label}</EntryLabel>
            {/* after the label, so the name reads "Mail, 3 unread" */}
            {entry.unread !== undefined && entry.unread > 0 && (
              <EntryBadge>
                <Badge count={entry.unread} label={entry.unreadLabel} />
              </EntryBadge>
            )}
          </Entry>
        </Cell>
      ))}
    </Grid>
  );
}

export type TeamCounterKey = 'login' | 'bet' | 'register' | 'online';

export interface TeamCountersProps {
  /** The four team counters (docs/product/agent.md#grid): today's logins, bettors, registrations and members online. */
  counts: Readonly<Record<TeamCounterKey, number>>;
  /** The words under each number. */
  labels: Readonly<Record<TeamCounterKey, string>>;
}

const ORDER: readonly TeamCounterKey[] = ['login', 'bet', 'register', 'online'];

/** The agent dashboard's four team counters, numbers grouped by the kit's locale. */
export function TeamCounters({ counts, labels }: TeamCountersProps) {
  const { locale } = useKit();
  return (
    <Counters>
      {ORDER.map((key) => (
        <div key={key}>
          <CounterValue>{formatFixed(locale, counts[key], { fractionDigits: 0 })}</CounterValue>
          <CounterLabel>{labels[key]}</CounterLabel>
        </div>
      ))}
    </Counters>
  );
}
