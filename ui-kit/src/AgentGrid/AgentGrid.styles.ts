import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { bareList, clampLines, stackedButton } from '../theme/fragments.ts';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(${theme.agentGrid.columns}, minmax(0, 1fr));
  gap: ${theme.agentGrid.gap} ${theme.space.xs};
  ${bareList}
`;

export const Cell = styled.li`
  min-width: 0;
`;

export const Entry = styled.button`
  position: relative;
  ${stackedButton(theme.space.xs)}
  padding: ${theme.space.xs} 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: none;
  color: ${theme.color.fg.default};
  cursor: pointer;
  transition: transform ${theme.motion.duration.instant} ${theme.motion.easing.standard};
  &:active {
    transform: scale(0.95);
  }
`;

export const EntryIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${theme.agentGrid.iconSize};
  height: ${theme.agentGrid.iconSize};
  border-radius: ${theme.radius.lg};
  background: ${theme.agentGrid.iconBg};
  color: ${theme.agentGrid.iconFg};
  svg {
    width: ${theme.size.icon};
    height: ${theme.size.icon};
  }
`;

/* Pinned to the icon plate's top-end corner, whatever the cell width. */
export const EntryBadge = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: calc(50% + ${theme.space.md});
`;

export const EntryLabel = styled.span`
  ${clampLines(2)}
  font-size: ${theme.font.size.xs};
  line-height: ${theme.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  padding: ${theme.space.md} ${theme.space.xs};
  border-radius: ${theme.radius.lg};
  background: ${theme.agentGrid.counterBg};
  text-align: center;
  & > div + div {
    border-inline-start: 1px solid ${theme.color.border.default};
  }
`;

export const CounterValue = styled.p`
  margin: 0;
  color: ${theme.agentGrid.counterFg};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${theme.font.lineHeight.tight};
`;

export const CounterLabel = styled.p`
  margin: ${theme.space.xxs} 0 0;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.xs};
  line-height: ${theme.font.lineHeight.tight};
`;
