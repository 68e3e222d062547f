import { keyframes } from 'styled-components';

/*
 * Every animation of the kit, in one place. GlobalStyle names them all, so their @keyframes rules
 * arrive with the page's first styles (in a server-rendered page, in its HTML). A @keyframes rule
 * added later, when the first popup, toast or menu mounts, makes the browser compute the style of
 * every element on the page again: on a phone, a long task of its own.
 */

export const fadeIn = keyframes`from { opacity: 0; }`;

export const pagerFadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
export const pagerFadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
export const pagerPopIn = keyframes`from { opacity: 0; transform: translate(-50%, -50%) scale(0.94); } to { opacity: 1; transform: translate(-50%, -50%) scale(1); }`;
export const pagerPopOut = keyframes`from { opacity: 1; transform: translate(-50%, -50%) scale(1); } to { opacity: 0; transform: translate(-50%, -50%) scale(0.94); }`;

export const toastEnter = keyframes`from { opacity: 0; transform: scale(0.96); }`;

export const menuDrop = keyframes`from { opacity: 0; transform: translateY(calc(var(--space-xs) * -1)); }`;

export const spin = keyframes`to { transform: rotate(360deg); }`;

export const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

export const winnersScroll = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(var(--winner-board-shift, -50%)); }
`;

export const serviceRise = keyframes`
  from { opacity: 0; transform: translateY(25%); }
`;

export const marqueeLtr = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;
export const marqueeRtl = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(50%); }
`;
