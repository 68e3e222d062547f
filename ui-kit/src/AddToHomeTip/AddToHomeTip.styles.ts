import styled from 'styled-components';

export const Card = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.popup.radius};
  background: ${({ theme }) => theme.popup.bg};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

export const Heading = styled.h2`
  margin: 0;
  padding-inline-end: ${({ theme }) => theme.size.touch};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

export const Step = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  counter-increment: step;
  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    flex: none;
    width: ${({ theme }) => theme.space.lg};
    height: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bg.accent};
    color: ${({ theme }) => theme.color.fg.onAccent};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.fg.accent};
    font-size: ${({ theme }) => theme.size.icon};
  }
`;

export const Legacy = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.raised};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xxs};
  inset-inline-end: ${({ theme }) => theme.space.xxs};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.size.icon};
  cursor: pointer;
`;
