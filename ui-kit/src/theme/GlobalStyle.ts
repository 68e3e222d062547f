import { createGlobalStyle } from 'styled-components';
import { theme } from '@lobby/tokens';
import * as motion from './motion.ts';

/** Every kit animation, comma-separated: interpolated, each brings its @keyframes rule along. */
const allAnimations = Object.values(motion).flatMap((k, i) => (i === 0 ? [k] : [', ', k]));

/** Base element styles for any page that uses the kit: tokens only, no raw values. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${theme.color.bg.canvas};
    color: ${theme.color.fg.default};
    font-family: ${theme.font.family.base};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  img, svg { display: block; max-width: 100%; }
  /* A picture's sources choose its image and draw nothing; Chromium lays them out as blocks, and a
     picture with display: contents (its image a grid or flex item of the part) made them items too. */
  source { display: none; }
  a { color: ${theme.color.fg.link}; }
  :focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 2px;
  }
  [data-reduced-motion='reduce'] *, [data-reduced-motion='reduce'] *::before, [data-reduced-motion='reduce'] *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
    [data-still] {
      animation: none !important;
      transition: none !important;
    }
  }
  /*
   * A part that must not move at all under reduced motion, not even for the 0.01 ms above, carries
   * data-still (the popup pager, the jackpot's digits, the marquee's track). The rule lives here, in the page's first styles,
   * and in no part's own styles: a @media rule that a part adds when it mounts later (a popup after the
   * page has loaded) makes the browser compute the style of every element of the page again, where a
   * plain rule costs almost nothing. runtimeRules.test.ts keeps @media out of the parts.
   */
  [data-reduced-motion='reduce'] [data-still] {
    animation: none !important;
    transition: none !important;
  }
  /* Never matches: it names every kit animation, so their @keyframes come with these first styles
     (theme/motion.ts says why). */
  html:not(*) {
    animation-name: ${allAnimations};
  }
  /*
   * The dialogs' scroll lock (Radix, through react-remove-scroll-bar) sets this variable on <body>.
   * Inherited, as a custom property is by default, it made the browser restyle every element of the
   * page when a dialog opened; nothing below <body> reads it.
   */
  @property --removed-body-scroll-bar-size {
    syntax: '<length>';
    inherits: false;
    initial-value: 0px;
  }
  /*
   * A modal dialog (Radix) sets pointer-events: none on <body> while it is open, so that nothing
   * outside it takes a tap; the dialog itself sets it back to auto. Inherited, that one change made
   * the browser compute the style of every element of the page again as a dialog opened and again
   * as it closed (the home's login popups: some 50 ms on a phone, in the task that opens them).
   * Each child of <body> keeps auto, so the change stops there. Taps outside still reach nothing:
   * every kit dialog lies over the page on an overlay that covers the viewport (Modal, ConfirmDialog,
   * PopupPager), and a tap there is the dialog's own (it closes the dialog where that is allowed).
   */
  body > * {
    pointer-events: auto;
  }
  .lobby-visually-hidden {
    position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
