import styled, { css } from 'styled-components';
import { theme } from '@lobby/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const variants = {
  primary: css`
    background: ${theme.button.primaryBg};
    color: ${theme.button.primaryFg};
  `,
  secondary: css`
    background: ${theme.button.secondaryBg};
    color: ${theme.button.secondaryFg};
    border-color: ${theme.color.border.default};
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.fg.accent};
  `,
  danger: css`
    background: ${theme.button.dangerBg};
    color: ${theme.button.dangerFg};
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: ${({ $size }) => ($size === 'md' ? theme.button.height : theme.space.xl)};
  padding-inline: ${({ $size }) => ($size === 'md' ? theme.space.lg : theme.space.sm)};
  border: 1px solid transparent;
  border-radius: ${theme.button.radius};
  font-size: ${({ $size }) => ($size === 'md' ? theme.font.size.md : theme.font.size.sm)};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    transform ${theme.motion.duration.instant} ${theme.motion.easing.standard},
    opacity ${theme.motion.duration.fast};
  ${({ $variant }) => variants[$variant]}

  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: scale(0.97);
  }
  &:disabled:not([data-hydrating]),
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

export const Content = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  /* opacity, not visibility: the label stays the button's accessible name while it is busy */
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;
