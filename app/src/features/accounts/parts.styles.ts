import styled from 'styled-components';

/** The account screens' page: a phone-width column with breathing room. */
export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
`;

export const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.size.touch};
`;

export const IconLink = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.raised};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.size.iconSm};
  cursor: pointer;
`;

export const Hero = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.display};
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    color: ${({ theme }) => theme.color.fg.default};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const TextLink = styled.button`
  padding: ${({ theme }) => theme.space.xs} 0;
  min-height: ${({ theme }) => theme.size.touch};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.fg.link};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

/** spec 2 login: the navigation strip (home, register, forgot, service). */
export const Strip = styled.nav`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  ul {
    display: contents;
    list-style: none;
  }
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    width: 100%;
    min-height: ${({ theme }) => theme.size.touch};
    padding: ${({ theme }) => theme.space.xs};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.color.fg.default};
    font-size: ${({ theme }) => theme.font.size.xs};
    cursor: pointer;
  }
  svg {
    font-size: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.fg.accent};
  }
`;

export const CenterBox = styled.div`
  display: grid;
  place-items: center;
  min-height: 40dvh;
`;

export const MenuItem = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: start;
  cursor: pointer;
  span {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
  small {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  svg {
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;
