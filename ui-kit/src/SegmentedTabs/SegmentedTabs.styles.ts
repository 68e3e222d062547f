import styled from 'styled-components';
import { Content, List, Root, Trigger } from '@radix-ui/react-tabs';
import { theme } from '@lobby/tokens';
import { flatButton } from '../theme/fragments.ts';

/* As a grid's or a flex row's item, no wider than its track: the tab strip below scrolls instead. */
export const Tabs = styled(Root)`
  min-width: 0;
`;

/* Tabs whose words together are wider than the row (Tamil's four report ranges at 320 px) scroll
   inside it, as a phone's tab strip does, instead of widening the page. */
export const TabList = styled(List)`
  display: flex;
  gap: ${theme.space.xxs};
  padding: ${theme.space.xxs};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.sunken};
  &::-webkit-scrollbar {
    display: none;
  }
`;

/**
 * Equal widths while every label fits its share; a label whose longest word does not (French's
 * 'Personnalisée', Tamil's 'தனிப்பயன்' among the report's four ranges) takes the width of that word
 * and the others share the rest, instead of the word running past its pill.
 */
export const Tab = styled(Trigger)`
  flex: 1 1 0;
  min-width: min-content;
  min-height: ${theme.size.touch};
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  ${flatButton}
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.tight};
  transition:
    background ${theme.motion.duration.fast},
    color ${theme.motion.duration.fast};

  &[data-state='active'] {
    background: ${theme.color.bg.accent};
    color: ${theme.color.fg.onAccent};
    font-weight: ${theme.font.weight.bold};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Panel = styled(Content)`
  padding-block-start: ${theme.space.md};
  &:focus-visible {
    outline-offset: 4px;
  }
`;
