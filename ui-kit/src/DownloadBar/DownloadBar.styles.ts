import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { clampLines, glyphButton, row } from '../theme/fragments.ts';

/* Gaps of space.xs and an end padding of space.sm leave the words room for their two lines: with
   space.sm / space.md the Filipino subtitle needed a third line beside 'I-download' (neon). */
export const Bar = styled.section`
  container: download-bar / inline-size;
  ${row(theme.space.xs)}
  padding: ${theme.space.xs} ${theme.space.xxs};
  padding-inline-end: ${theme.space.sm};
  background: ${theme.downloadBar.bg};
  color: ${theme.downloadBar.fg};
`;

export const Close = styled.button`
  display: grid;
  flex: none;
  ${glyphButton(theme.size.touch)}
  background: transparent;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.lg};
`;

export const AppIcon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: ${theme.size.touch};
  height: ${theme.size.touch};
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.accent};
  color: ${theme.color.fg.onAccent};
  font-size: ${theme.size.icon};
  & > img,
  & > svg {
    width: 100%;
    height: 100%;
  }
  /* A bar narrower than a 360 px phone's (its content box; 320 px phones, display zoom) leaves the
     icon out: beside it the words had some 60 px, and Filipino's 'I-download' broke inside itself. */
  @container download-bar (max-width: 339.98px) {
    display: none;
  }
`;

export const Text = styled.div`
  display: grid;
  flex: 1;
  min-width: 0;
  line-height: ${theme.font.lineHeight.tight};
`;

/* Up to two lines: in long-word languages one line left only "I-downloa…" beside the button. */
export const Title = styled.h2`
  margin: 0;
  ${clampLines(2)}
  font-size: ${theme.font.size.md};
  overflow-wrap: anywhere;
`;

/* Up to two lines as well: on one line every shipped language lost its end ("Faster games, insta…").
   A bar that appears late keeps its height stable by holding its room with an invisible bar of the
   same words (the app does), so wrapping costs no layout shift. */
export const Description = styled.p`
  margin: 0;
  ${clampLines(2)}
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.xs};
  overflow-wrap: anywhere;
`;
