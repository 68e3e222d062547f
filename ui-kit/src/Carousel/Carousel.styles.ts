import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { glyphButton } from '../theme/fragments.ts';

export const Root = styled.section`
  position: relative;
  &[data-orientation='vertical'] {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
`;

export const Slides = styled.div`
  overflow: hidden;
  border-radius: ${theme.carousel.radius};
  /* The strip's width comes from where it is placed, never from its slides. keen-slider sets each
     slide's min-width to the strip's measured width, so in a grid's auto column or a flex item (whose
     minimum is its content) the slides widened the strip, which was measured again, wider each time:
     the brand studio's cards grew without end once the strip was measured on resize. */
  [data-orientation='horizontal'] > & {
    contain: inline-size;
  }
  [data-orientation='vertical'] > & {
    flex: 1;
    min-width: 0;
    height: ${theme.carousel.tickerHeight};
    border-radius: 0;
    /* Stacked before keen-slider runs too (it sets this once it has): a server-rendered ticker
       shows its first row, the others below it out of sight, not every row squeezed into one. */
    flex-wrap: wrap;
  }
`;

export const Slide = styled.div`
  min-width: 0;
  /* Before keen-slider has measured (a server-rendered page, before its script runs) each slide is
     the row's full width, so the first one shows as it will, not five squeezed side by side. The
     slider's first measure sets each slide's min-width inline: from then on its layout alone.
     Left-to-right only: in a right-to-left row the slider's first measure of full-width slides was
     seen to place the row a few pixels off, now and then; there the row stays squeezed until it runs. */
  [data-orientation='horizontal'] .keen-slider > &:not([style*='min-width']):dir(ltr) {
    flex: none;
  }
  [data-orientation='vertical'] & {
    height: ${theme.carousel.tickerHeight};
  }
`;

export const PauseButton = styled.button`
  display: grid;
  ${glyphButton(theme.space.xl)}
  border-radius: ${theme.radius.pill};
  background: ${theme.carousel.controlBg};
  color: ${theme.carousel.controlFg};
  opacity: 0.85;
  svg {
    width: ${theme.space.md};
    height: ${theme.space.md};
  }
  [data-orientation='horizontal'] > & {
    position: absolute;
    inset-block-start: ${theme.space.xs};
    inset-inline-end: ${theme.space.xs};
  }
  [data-orientation='vertical'] > & {
    flex: none;
  }
`;

export const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${theme.space.xxs};
  padding-block-start: ${theme.space.xxs};
`;

/* A 24px target around an 8px dot (WCAG 2.5.8); the active dot is a wider pill. */
export const Dot = styled.button`
  display: grid;
  ${glyphButton(theme.size.icon)}
  background: none;
  &::before {
    content: '';
    width: ${theme.space.xs};
    height: ${theme.space.xs};
    border-radius: ${theme.radius.pill};
    background: ${theme.carousel.dot};
    /* scaleX(1), not none: a transform that turns on or off lays the dot row out again (twice a slide) */
    transform: scaleX(1);
    transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  }
  &[aria-current='true']::before {
    background: ${theme.carousel.dotActive};
    transform: scaleX(2);
  }
`;
