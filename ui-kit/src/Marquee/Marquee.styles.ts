import styled from 'styled-components';
import { marqueeLtr, marqueeRtl } from '../theme/motion.ts';
import { theme } from '@lobby/tokens';
import { bareList, glyphButton, ownDirection, row } from '../theme/fragments.ts';

// Half the track is one copy of the titles: moving by it lands exactly where the loop started.

export const Bar = styled.section`
  ${row(theme.space.xs)}
  min-height: ${theme.marquee.height};
  padding-inline: ${theme.space.sm} ${theme.space.xxs};
  background: ${theme.marquee.bg};
  color: ${theme.marquee.fg};
  font-size: ${theme.font.size.sm};
`;

export const Icon = styled.span`
  flex: none;
  display: grid;
  color: ${theme.marquee.iconFg};
  svg {
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
`;

export const Viewport = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  overflow: hidden;
  /* lets each copy be at least the bar's width (100cqw) */
  container-type: inline-size;
`;

export const Track = styled.div`
  display: flex;
  width: max-content;
  /* On a layer of its own from the start, whether it runs, waits for its width or is paused: its
     titles are drawn one way in every state (a layer that came and went with the animation drew them
     a fraction of a pixel apart), and the loop never repaints the bar. */
  will-change: transform;
  &[data-running] {
    animation: ${marqueeLtr} var(--marquee-duration) linear infinite;
  }
  &[data-running][data-dir='rtl'] {
    animation-name: ${marqueeRtl};
  }
  &[data-paused],
  ${Viewport}:hover &,
  ${Viewport}:focus-within & {
    animation-play-state: paused;
  }
`;

/* At least the bar's width, so a short title leaves the bar before its copy enters. */
export const Copy = styled.ul`
  display: flex;
  flex: none;
  gap: ${theme.space.xxl};
  min-width: 100cqw;
  margin: 0;
  padding: 0;
  padding-inline-end: ${theme.space.xxl};
  list-style: none;
`;

export const StaticList = styled.ul`
  display: flex;
  gap: ${theme.space.lg};
  ${bareList}
  overflow-x: auto;
  scrollbar-width: none;
`;

export const Item = styled.li`
  flex: none;
`;

export const Title = styled.span`
  display: block;
  ${ownDirection}
  padding: ${theme.space.xxs} 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  line-height: ${theme.font.lineHeight.normal};
  white-space: nowrap;
  margin: 0;
  cursor: inherit;
  &:is(button) {
    cursor: pointer;
  }
`;

/*
 * Raised above the moving track: a title half out of the clipped viewport still has its whole box
 * under this button, and the track (transformed, so painted above in-flow content) would otherwise
 * cover it as far as hit-testing and axe's target-size rule are concerned.
 */
export const PauseButton = styled.button`
  position: relative;
  z-index: 1;
  flex: none;
  display: grid;
  ${glyphButton(theme.marquee.height)}
  border-radius: ${theme.radius.pill};
  background: none;
  color: ${theme.color.fg.muted};
  svg {
    width: ${theme.space.md};
    height: ${theme.space.md};
  }
`;
