import { forwardRef, useEffect, useRef, useState } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import { Button } from '../Button/Button.tsx';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles.ts';
import { useCountdown } from '../hooks/useCountdown.ts';
import { Remaining } from './CountdownButton.styles.ts';

/** docs/product/constants.md#limits: SMS countdown is expiredMinutes x 60 s, 60 s by default. */
export const DEFAULT_COUNTDOWN_SECONDS = 60;

export interface CountdownButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'onClick' | 'disabled'
> {
  /** The idle text, e.g. "Get code". */
  label: string;
  /**
   * Sends the code. Resolve with the seconds to wait (spec: expiredMinutes x 60); resolve with
   * nothing to use `defaultSeconds`; reject to return to idle at once.
   */
  onSend: () => Promise<number | void>;
  /** Seconds to count when `onSend` resolves without a number. @default 60 */
  defaultSeconds?: number;
  /** The counting text. @default (s) => `${s}s` */
  formatRemaining?: (seconds: number) => string;
  /** Said once to screen readers when a new code can be requested. @default label */
  readyAnnouncement?: string;
  /** Blocks the button, e.g. until the phone number is valid. @default false */
  disabled?: boolean;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretch to the container's width. @default false */
  block?: boolean;
}

type Phase = { kind: 'idle' } | { kind: 'sending' } | { kind: 'counting'; deadline: number };

const defaultFormat = (s: number) => `${s}s`;

/**
 * The "get code" button of SMS forms (docs/product/states.md#sms-code: idle, sending, counting down, idle again). It counts
 * from a deadline timestamp, so a background tab or a sleeping phone never makes it drift.
 */
export const CountdownButton = forwardRef<HTMLButtonElement, CountdownButtonProps>(function CountdownButton(
  {
    label,
    onSend,
    defaultSeconds = DEFAULT_COUNTDOWN_SECONDS,
    formatRemaining = defaultFormat,
    readyAnnouncement,
    disabled = false,
    variant = 'secondary',
    size = 'md',
    block = false,
    ...rest
  },
  ref,
) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const left = useCountdown(phase.kind === 'counting' ? phase.deadline : null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const counting = phase.kind === 'counting' && left > 0;
  useEffect(() => {
    if (phase.kind === 'counting' && left <= 0) {
      setPhase({ kind: 'idle' });
      // Only this moment is announced: the ticking seconds would drown the form.
      setAnnouncement(readyAnnouncement ?? label);
    }
  }, [phase, left, readyAnnouncement, label]);

  const blocked = disabled || phase.kind !== 'idle';

  const send = async () => {
    if (blocked) return;
    setAnnouncement('');
    setPhase({ kind: 'sending' });
    try {
      const seconds = await onSend();
      if (!mounted.current) return;
      const wait = typeof seconds === 'number' && seconds > 0 ? seconds : defaultSeconds;
      setPhase({ kind: 'counting', deadline: Date.now() + wait * 1000 });
    } catch {
      if (mounted.current) setPhase({ kind: 'idle' });
    }
  };

  return (
    <>
      <Button
        ref={ref}
        variant={variant}
        size={size}
        block={block}
        loading={phase.kind === 'sending'}
        {...rest}
        // aria-disabled, not disabled: the button keeps focus while it counts (a focused
        // control that vanishes from the tab order strands keyboard users).
        aria-disabled={blocked || undefined}
        onClick={() => void send()}
      >
        {counting ? <Remaining>{formatRemaining(left)}</Remaining> : label}
      </Button>
      <span className="lobby-visually-hidden" role="status">
        {announcement}
      </span>
    </>
  );
});
