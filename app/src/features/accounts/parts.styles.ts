import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { bareList, sharedRow, stackedButton } from '@lobby/ui-kit';

/** The account screens' page: a phone-width column with breathing room. */
export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxl};
`;

export const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.size.touch};
`;

export const IconLink = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${theme.size.touch};
  height: ${theme.size.touch};
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.raised};
  color: ${theme.color.fg.default};
  font-size: ${theme.size.iconSm};
  cursor: pointer;
`;

export const Hero = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  h1 {
    margin: 0;
    font-family: ${theme.font.family.display};
    font-size: ${theme.font.size.xxl};
    line-height: ${theme.font.lineHeight.tight};
    color: ${theme.color.fg.default};
  }
  p {
    margin: 0;
    color: ${theme.color.fg.muted};
    font-size: ${theme.font.size.sm};
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.bg.surface};
  box-shadow: ${theme.shadow.raised};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  flex-wrap: wrap;
`;

export const Note = styled.p`
  margin: 0;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.xs};
`;

export const TextLink = styled.button`
  padding: ${theme.space.xs} 0;
  min-height: ${theme.size.touch};
  border: 0;
  background: none;
  color: ${theme.color.fg.link};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

/**
 * docs/product/home-and-games.md#home login: the navigation strip (home, register, forgot, service).
 * Four equal entries while each label's longest word fits its quarter; one that does not (Tamil's
 * 'வாடிக்கையாளர்', customer service) takes that word's width and the others share the rest, and a
 * row that still cannot hold them wraps. As four equal grid columns, Tamil's strip was 5 px wider
 * than the phone and the whole login page could be dragged sideways.
 */
export const Strip = styled.nav`
  ul {
    ${bareList}
    ${sharedRow(theme.space.xs, 'min-content')}
  }
  li {
    display: flex;
  }
  button {
    ${stackedButton(theme.space.xxs)}
    padding: ${theme.space.xs} ${theme.space.xxs};
    border: 0;
    border-radius: ${theme.radius.md};
    background: transparent;
    color: ${theme.color.fg.default};
    font-size: ${theme.font.size.xs};
    cursor: pointer;
  }
  svg {
    font-size: ${theme.size.icon};
    color: ${theme.color.fg.accent};
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
  gap: ${theme.space.sm};
  width: 100%;
  min-height: ${theme.size.touch};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 0;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.surface};
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.md};
  text-align: start;
  cursor: pointer;
  span {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xxs};
  }
  small {
    color: ${theme.color.fg.muted};
    font-size: ${theme.font.size.xs};
  }
  svg {
    color: ${theme.color.fg.muted};
  }
`;
