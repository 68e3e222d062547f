import styled from 'styled-components';

export const Card = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.raised};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.size.iconSm};
`;

export const League = styled.h3`
  margin: 0;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Time = styled.time`
  flex: none;
  font-variant-numeric: tabular-nums;
`;

export const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Team = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.size.iconSm};
  text-align: center;

  & img,
  & > span:first-child {
    width: ${({ theme }) => theme.size.touch};
    height: ${({ theme }) => theme.size.touch};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bg.sunken};
    object-fit: contain;
  }
`;

export const TeamName = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Versus = styled.span`
  color: ${({ theme }) => theme.color.fg.accent};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The whole card is tappable through this button's stretched hit area (spec 2: a click on a match). */
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
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
