import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { column } from '../theme/fragments.ts';

export const Root = styled.div`
  ${column(theme.space.xxs)}
`;

export const Row = styled.label`
  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space.xs};
  min-height: ${theme.size.iconSm};
  padding-block: ${theme.space.xxs};
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.sm};
  /* whole-pixel line box (20px) so the drawn box and what follows sit on whole pixels */
  line-height: calc(${theme.size.iconSm} + ${theme.space.xxs});
  cursor: pointer;

  &[data-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The real checkbox sits on top of the drawn box, invisible, so taps and focus are native. */
export const NativeInput = styled.input`
  position: absolute;
  inset-block-start: calc(${theme.space.xxs} * 1.5);
  inset-inline-start: 0;
  width: ${theme.size.iconSm};
  height: ${theme.size.iconSm};
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const Box = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${theme.size.iconSm};
  height: ${theme.size.iconSm};
  margin-block-start: calc(${theme.space.xxs} / 2);
  border: 1px solid ${theme.input.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.input.bg};
  color: transparent;
  transition:
    background ${theme.motion.duration.fast},
    border-color ${theme.motion.duration.fast};

  input:checked + & {
    background: ${theme.color.bg.accent};
    border-color: ${theme.color.bg.accent};
    color: ${theme.color.fg.onAccent};
  }
  input:focus-visible + & {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] + & {
    border-color: ${theme.color.border.danger};
  }
`;

export const Text = styled.span`
  min-width: 0;
  & a {
    color: ${theme.color.fg.link};
  }
`;
