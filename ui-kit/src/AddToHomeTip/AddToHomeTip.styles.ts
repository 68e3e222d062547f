import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { bareList, glyphButton, row } from '../theme/fragments.ts';

export const Card = styled.section`
  position: relative;
  display: grid;
  gap: ${theme.space.sm};
  margin: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.popup.radius};
  background: ${theme.popup.bg};
  color: ${theme.color.fg.default};
  box-shadow: ${theme.shadow.overlay};
`;

export const Heading = styled.h2`
  margin: 0;
  padding-inline-end: ${theme.size.touch};
  font-size: ${theme.font.size.lg};
`;

export const Steps = styled.ol`
  display: grid;
  gap: ${theme.space.sm};
  ${bareList}
  counter-reset: step;
`;

export const Step = styled.li`
  ${row(theme.space.sm)}
  font-size: ${theme.font.size.sm};
  counter-increment: step;
  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    flex: none;
    width: ${theme.space.lg};
    height: ${theme.space.lg};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.bg.accent};
    color: ${theme.color.fg.onAccent};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.bold};
  }
  & > svg {
    flex: none;
    color: ${theme.color.fg.accent};
    font-size: ${theme.size.icon};
  }
`;

export const Legacy = styled.p`
  margin: 0;
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.raised};
  font-size: ${theme.font.size.sm};
`;

export const Close = styled.button`
  position: absolute;
  top: ${theme.space.xxs};
  inset-inline-end: ${theme.space.xxs};
  display: grid;
  ${glyphButton(theme.size.touch)}
  background: transparent;
  color: ${theme.color.fg.muted};
  font-size: ${theme.size.icon};
`;
