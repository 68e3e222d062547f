import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.button.primaryBg};
    color: ${({ theme }) => theme.button.primaryFg};
  `,
  secondary: css`
    background: ${({ theme }) => theme.button.secondaryBg};
    color: ${({ theme }) => theme.button.secondaryFg};
    border-color: ${({ theme }) => theme.color.border.default};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.fg.accent};
  `,
  danger: css`
    background: ${({ theme }) => theme.button.dangerBg};
    color: ${({ theme }) => theme.button.dangerFg};
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme, $size }) => ($size === 'md' ? theme.button.height : theme.space.xl)};
  padding-inline: ${({ theme, $size }) => ($size === 'md' ? theme.space.lg : theme.space.sm)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.button.radius};
  font-size: ${({ theme, $size }) => ($size === 'md' ? theme.font.size.md : theme.font.size.sm)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    transform ${({ theme }) => theme.motion.duration.instant} ${({ theme }) => theme.motion.easing.standard},
    opacity ${({ theme }) => theme.motion.duration.fast};
  ${({ $variant }) => variants[$variant]}

  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: scale(0.97);
  }
  &:disabled,
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
  gap: ${({ theme }) => theme.space.xs};
  /* opacity, not visibility: the label stays the button's accessible name while it is busy */
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;
