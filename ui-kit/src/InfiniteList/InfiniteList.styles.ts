import styled from 'styled-components';
import { theme } from '@lobby/tokens';

export const Scroller = styled.div`
  position: relative;
  &[data-self-scroll='true'] {
    height: 100%;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;

/**
 * One page-sized chunk of items. content-visibility lets the browser skip off-screen chunks;
 * chunks far away are also unmounted (see InfiniteList), which keeps the DOM bounded.
 */
export const Chunk = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--infinite-list-columns, 1), minmax(0, 1fr));
  gap: var(--infinite-list-gap, ${theme.space.sm});
  padding-block-end: var(--infinite-list-gap, ${theme.space.sm});
  content-visibility: auto;
`;

export const Footer = styled.div`
  display: grid;
  place-items: center;
  min-height: ${theme.size.touch};
  padding: ${theme.space.sm};
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
`;

export const Sentinel = styled.div`
  height: 1px;
`;
