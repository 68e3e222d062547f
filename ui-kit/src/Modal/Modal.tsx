import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useLabels } from '../provider/KitProvider.tsx';
import { useDialogContainer } from '../hooks/useDialogContainer.ts';
import { useFocusReturn } from '../hooks/useFocusReturn.ts';
import { CloseIcon } from '../icons/icons.tsx';
import { CloseButton, Content, Description, Overlay, Title } from './Modal.styles.ts';

export interface ModalProps {
  /** The dialog's name; always announced, shown unless `hideTitle`. */
  title: string;
  /** Keeps the title for screen readers only (image modals). @default false */
  hideTitle?: boolean;
  /** A line under the title, announced as the dialog's description. */
  description?: string;
  /** What the modal shows. */
  children?: ReactNode;
  /** Controlled open state; leave undefined to let the modal keep its own. */
  open?: boolean;
  /** Open state on first render when uncontrolled (stories render open this way). @default false */
  defaultOpen?: boolean;
  /** Called when the modal wants to open or close (close button, Escape, a tap on the backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it, e.g. a Button; optional when `open` is controlled. */
  trigger?: ReactNode;
  /**
   * No panel: the content floats on the backdrop with the close button under it, at the
   * modal.transparentWidth token (docs/product/constants.md#timings: 5.4rem). @default false
   */
  transparent?: boolean;
  /** Shows the close button. @default true */
  closable?: boolean;
}

/** A modal dialog on Radix Dialog: focus trapped inside, Escape and backdrop close, focus returns. */
export function Modal({
  title,
  hideTitle = false,
  description,
  children,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  transparent = false,
  closable = true,
}: ModalProps) {
  const labels = useLabels();
  const container = useDialogContainer();
  // with a `trigger`, Radix returns focus to it; without, the element focused when it opened
  const focusReturn = useFocusReturn();
  const close = closable && (
    <Dialog.Close asChild>
      <CloseButton type="button" $transparent={transparent} aria-label={labels.close}>
        <CloseIcon />
      </CloseButton>
    </Dialog.Close>
  );
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal container={container}>
        <Overlay />
        <Content
          $transparent={transparent}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={focusReturn.remember}
          onCloseAutoFocus={(e) => {
            if (!trigger) focusReturn.restore(e);
          }}
        >
          <Title className={hideTitle || transparent ? 'lobby-visually-hidden' : undefined}>{title}</Title>
          {description && <Description>{description}</Description>}
          {children}
          {close}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
