/**
 * TODO(kit): AgentGrid — ui-kit/src/AgentGrid exists but index.ts does not export it yet; this
 * stand-in keeps its props (entries, enabled, onSelect, label; TeamCounters counts/labels) so the
 * switch is an import change. The whitelist rule itself lives in rules.ts (visibleEntries).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '@lobby/ui-kit';
import { formatInteger } from '../../i18n/index.ts';
import type { AgentEntryId } from './rules.ts';

export interface AgentGridEntry {
  id: AgentEntryId;
  label: string;
  icon: ReactNode;
  /** Unread count (mail); a badge above 0. */
  unread?: number;
  /** Screen-reader text for the badge. */
  unreadLabel?: string;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.agentGrid.gap} ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 0;
  }
`;
const Entry = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: medium solid ${({ theme }) => theme.color.border.focus};
  }
`;
const Plate = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.agentGrid.iconSize};
  height: ${({ theme }) => theme.agentGrid.iconSize};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.agentGrid.iconBg};
  color: ${({ theme }) => theme.agentGrid.iconFg};
  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;
const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
`;
const Corner = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: calc(50% + ${({ theme }) => theme.space.md});
`;

export function AgentGrid({
  entries,
  onSelect,
  label,
}: {
  entries: readonly AgentGridEntry[];
  onSelect: (id: AgentEntryId) => void;
  label: string;
}) {
  return (
    <Grid aria-label={label} data-testid="agent-grid">
      {entries.map((e) => (
        <li key={e.id}>
          <Entry type="button" data-entry={e.id} onClick={() => onSelect(e.id)}>
            <Plate aria-hidden="true">{e.icon}</Plate>
            <Label>{e.label}</Label>
            {e.unread !== undefined && e.unread > 0 && (
              <Corner>
                <Badge count={e.unread} label={e.unreadLabel} />
              </Corner>
            )}
          </Entry>
        </li>
      ))}
    </Grid>
  );
}

export type TeamCounterKey = 'login' | 'bet' | 'register' | 'online';
const order: readonly TeamCounterKey[] = ['login', 'bet', 'register', 'online'];
const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.agentGrid.counterBg};
  text-align: center;
  & > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
  }
  & > div + div {
    border-inline-start: thin solid ${({ theme }) => theme.color.border.default};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.agentGrid.counterFg};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
  dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    padding-inline: ${({ theme }) => theme.space.xxs};
  }
`;
/** The four team counters (spec 2): number above, words below; a dash until loaded. */
export function TeamCounters({
  counts,
  labels,
}: {
  counts: Readonly<Record<TeamCounterKey, number>> | null;
  labels: Readonly<Record<TeamCounterKey, string>>;
}) {
  return (
    <Counters data-testid="team-counters" aria-busy={counts === null}>
      {order.map((key) => (
        <div key={key} data-counter={key}>
          <dt>{labels[key]}</dt>
          <dd>{counts ? formatInteger(counts[key]) : '–'}</dd>
        </div>
      ))}
    </Counters>
  );
}
