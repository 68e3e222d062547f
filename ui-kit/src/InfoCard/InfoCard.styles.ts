import styled from 'styled-components';

export const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bg.raised};
  color: ${({ theme }) => theme.color.fg.default};
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
  width: ${({ theme }) => theme.size.footer};
  height: ${({ theme }) => theme.size.footer};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.accentMuted};
  color: ${({ theme }) => theme.color.fg.accent};

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1;
  min-width: 0;
`;

export const NameRow = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.size.icon};
`;

export const Vip = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.accent};
  color: ${({ theme }) => theme.color.fg.onAccent};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.size.iconSm};
`;

export const Join = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.size.iconSm};
`;

export const Chevron = styled.span`
  display: inline-grid;
  color: ${({ theme }) => theme.color.fg.muted};
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;
