import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { coverImages, row, truncated } from '../theme/fragments.ts';

export const Card = styled.div`
  ${row(theme.space.sm)}
  width: 100%;
  padding: ${theme.space.md};
  border: 0;
  border-radius: ${theme.radius.xl};
  background: ${theme.color.bg.raised};
  color: ${theme.color.fg.default};
  text-align: start;
  font: inherit;

  &:is(button) {
    cursor: pointer;
  }
`;

export const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: ${theme.size.footer};
  height: ${theme.size.footer};
  overflow: hidden;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.accentMuted};
  color: ${theme.color.fg.accent};

  ${coverImages}
`;

export const Body = styled.span`
  display: grid;
  gap: ${theme.space.xxs};
  flex: 1;
  min-width: 0;
`;

export const NameRow = styled.span`
  ${row(theme.space.xs)}
  min-width: 0;
`;

export const Name = styled.span`
  min-width: 0;
  ${truncated}
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.size.icon};
`;

export const Vip = styled.span`
  flex: none;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.accent};
  color: ${theme.color.fg.onAccent};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.size.iconSm};
`;

export const Join = styled.span`
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.size.iconSm};
`;

export const Chevron = styled.span`
  display: inline-grid;
  color: ${theme.color.fg.muted};
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;
