import styled from 'styled-components';

export const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xxs}`};
  padding-inline-end: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.downloadBar.bg};
  color: ${({ theme }) => theme.downloadBar.fg};
`;

export const Close = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
`;

export const AppIcon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.accent};
  color: ${({ theme }) => theme.color.fg.onAccent};
  font-size: ${({ theme }) => theme.size.icon};
  & > img,
  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const Text = styled.div`
  display: grid;
  flex: 1;
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Title = styled.h2`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Description = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
