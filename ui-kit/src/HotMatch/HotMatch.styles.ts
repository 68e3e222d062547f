import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { bareList, ownDirection, truncated } from '../theme/fragments.ts';

export const Card = styled.article`
  position: relative;
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.raised};
  color: ${theme.color.fg.default};
`;

export const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.xs};
  line-height: ${theme.size.iconSm};
`;

export const League = styled.h3`
  margin: 0;
  min-width: 0;
  ${truncated}
  font-size: inherit;
  font-weight: ${theme.font.weight.medium};
`;

export const Time = styled.time`
  flex: none;
  font-variant-numeric: tabular-nums;
`;

export const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: ${theme.space.xs};
`;

export const Team = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.xxs};
  min-width: 0;
  font-size: ${theme.font.size.sm};
  line-height: ${theme.size.iconSm};
  text-align: center;

  & img,
  & > span:first-child {
    width: ${theme.size.touch};
    height: ${theme.size.touch};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.bg.sunken};
    object-fit: contain;
  }
`;

export const TeamName = styled.span`
  max-width: 100%;
  ${truncated}
  ${ownDirection}
`;

export const Versus = styled.span`
  color: ${theme.color.fg.accent};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
`;

/** The whole card is tappable through this button's stretched hit area (docs/product/home-and-games.md#hot-match: a click on a match). */
export const CardLink = styled.button`
  position: absolute;
  inset: 0;
  border: 0;
  border-radius: inherit;
  background: transparent;
  cursor: pointer;
`;

export const PlayRow = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
`;

export const ListWrap = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  ${bareList}
`;
