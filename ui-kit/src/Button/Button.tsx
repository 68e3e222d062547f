import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated.ts';
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

/**
 * The kit's button. Variants come from component tokens, so each brand restyles it without code.
 * A submit button the server rendered stays disabled (looking as usual) until the page has
 * hydrated: a tap or Enter before then would submit the form natively, reloading the page with
 * what was typed, a password included, in the address.
 */
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
    disabled,
    ...rest
  },
  ref,
) {
  // Only a submit button waits for hydration: the others are not rendered again when it ends.
  const hydrated = useHydrated(type === 'submit');
  const waiting = type === 'submit' && !hydrated;
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
      disabled={disabled || waiting}
      data-hydrating={waiting || undefined}
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
