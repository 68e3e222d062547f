import styled from 'styled-components';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(${({ theme }) => theme.agentGrid.columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.agentGrid.gap} ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Cell = styled.li`
  min-width: 0;
`;

export const Entry = styled.button`
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
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.duration.instant} ${({ theme }) => theme.motion.easing.standard};
  &:active {
    transform: scale(0.95);
  }
`;

export const EntryIcon = styled.span`
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

/* Pinned to the icon plate's top-end corner, whatever the cell width. */
export const EntryBadge = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: calc(50% + ${({ theme }) => theme.space.md});
`;

export const EntryLabel = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.agentGrid.counterBg};
  text-align: center;
  & > div + div {
    border-inline-start: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;

export const CounterValue = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.agentGrid.counterFg};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const CounterLabel = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;
