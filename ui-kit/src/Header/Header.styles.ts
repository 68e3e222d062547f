import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { glyphButton, row } from '../theme/fragments.ts';

/**
 * A header narrower than a 375 px phone's, where its parts close up: a phone 320 px wide (an iPhone
 * SE, any iPhone with display zoom) fits the logo, two links in German or Filipino, the language and
 * the menu only so, and at 360 px Filipino's 'Mag-log in' broke onto two lines. The width is the
 * bar's content box (375 less its padding, space.xs each side). A part drawn by the app in a slot
 * may follow it too (the language switch's code).
 */
export const headerNarrow = '@container lobby-header (max-width: 358.98px)';

export const Bar = styled.header`
  container: lobby-header / inline-size;
  position: sticky;
  top: 0;
  z-index: ${theme.layer.sticky};
  ${row(theme.space.xs)}
  min-height: ${theme.header.height};
  padding-inline: ${theme.space.xs};
  padding-top: env(safe-area-inset-top);
  background: ${theme.header.bg};
  color: ${theme.header.fg};
  box-shadow: ${theme.shadow.raised};
`;

export const IconButton = styled.button`
  display: inline-grid;
  flex: none;
  ${glyphButton(theme.size.touch)}
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: inherit;
  font-size: ${theme.size.icon};
  text-decoration: none;
  [dir='rtl'] & > svg[data-icon='ChevronLeft'] {
    transform: scaleX(-1);
  }
`;

export const Title = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Keeps the title centred: the same width as the back button on the other side. */
export const Spacer = styled.span`
  flex: none;
  width: ${theme.size.touch};
`;

export const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  flex: none;
  height: ${theme.size.touch};
  padding-inline: ${theme.space.xs};
  color: inherit;
  & > img,
  & > svg {
    height: ${theme.space.xl};
    width: auto;
    max-width: calc(${theme.space.xxl} * 2);
  }
  ${headerNarrow} {
    padding-inline: 0;
  }
`;

export const Account = styled.div`
  display: grid;
  flex: 1;
  min-width: 0;
  padding-inline: ${theme.space.xs};
  line-height: ${theme.font.lineHeight.tight};
`;

export const NameRow = styled.span`
  ${row(theme.space.xxs)}
  min-width: 0;
`;

export const Name = styled.span`
  overflow: hidden;
  font-size: ${theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const BalanceRow = styled.span`
  ${row(theme.space.xxs)}
  min-height: ${theme.space.lg};
`;

export const Amount = styled.span`
  color: ${theme.header.balanceFg};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const SmallButton = styled.button`
  display: inline-grid;
  flex: none;
  ${glyphButton(theme.space.md)}
  background: transparent;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.md};
  /* a 24px glyph in a 48px touch target */
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: calc(${theme.space.xs} * -1);
  }
`;

export const Actions = styled.div`
  ${row(theme.space.xxs)}
  margin-inline-start: auto;
`;

export const TextLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.space.xl};
  padding-inline: ${theme.space.xs};
  border-radius: ${theme.button.radius};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
  text-align: center;
  text-decoration: none;
  /* Wraps only when the row is full: 'Mag-log in' + 'Magrehistro' (TY) or 'Anmelden' + 'Registrieren'
     (DE) in the wider neon face pushed the menu button past a 375 px screen. The tighter padding
     (space.xs, not sm) keeps a two-word English 'Log in' whole beside a wordmark logo at 375 px. */
  &[data-variant='primary'] {
    background: ${theme.button.primaryBg};
    color: ${theme.button.primaryFg};
  }
  &[data-variant='secondary'] {
    border: 1px solid ${theme.color.border.strong};
    color: ${theme.header.fg};
  }
  ${headerNarrow} {
    padding-inline: ${theme.space.xxs};
  }
`;

export const DepositLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: ${theme.space.xl};
  height: ${theme.space.xl};
  border-radius: ${theme.radius.pill};
  background: ${theme.button.primaryBg};
  color: ${theme.button.primaryFg};
  font-size: ${theme.font.size.lg};
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: calc(${theme.space.xxs} * -2);
  }
`;
