import styled from 'styled-components';
import { theme } from '@lobby/tokens';

export const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
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

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.span`
  display: grid;
  gap: ${theme.space.xxs};
  flex: 1;
  min-width: 0;
`;

export const NameRow = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: 0;
`;

export const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
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
