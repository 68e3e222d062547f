import styled from 'styled-components';
import { theme } from '@lobby/tokens';

/* Equal columns, but never narrower than a column's longest word: a narrow row (the home keeps the
   service dial's column clear) would otherwise push 'gantimpala' (TY) past its column's edge. */
export const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(min-content, 1fr));
  gap: ${theme.space.xs};
  margin: 0;
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.surface};
  list-style: none;
`;

export const Action = styled.button`
  display: grid;
  justify-items: center;
  gap: ${theme.space.xxs};
  width: 100%;
  min-height: ${theme.size.footer};
  padding: ${theme.space.xs} ${theme.space.xxs};
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.xs};
  line-height: ${theme.size.iconSm};
  text-align: center;
  cursor: pointer;
`;

export const IconWell = styled.span`
  display: grid;
  place-items: center;
  width: ${theme.size.touch};
  height: ${theme.size.touch};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.accentMuted};
  color: ${theme.color.fg.accent};
`;
