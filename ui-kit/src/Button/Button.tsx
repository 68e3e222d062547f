import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Busy, Content, StyledButton } from './Button.styles.ts';
import type { ButtonSize, ButtonVariant } from './Button.styles.ts';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
  /** Colour role, from the button's component tokens. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
  /** Stretch to the container's width. @default false */
  block?: boolean;
  /**
   * Shows a spinner and ignores presses while true, keeping the button focusable and its width,
   * so a double tap does one thing. @default false
   */
  loading?: boolean;
  /** An icon before the text. */
  icon?: ReactNode;
}

/** The kit's button. Variants come from component tokens, so each brand restyles it without code. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant = 'primary',
    size = 'md',
    block = false,
    loading = false,
    icon,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading && (
        <Busy>
          <Spinner size="sm" />
        </Busy>
      )}
      <Content $hidden={loading}>
        {icon}
        {children}
      </Content>
    </StyledButton>
  );
});
