import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../Button/Button.tsx';
import { useLabels } from '../provider/KitProvider.tsx';
import { useDialogContainer } from '../hooks/useDialogContainer.ts';
import { useFocusReturn } from '../hooks/useFocusReturn.ts';
import { Content, Overlay } from '../Modal/Modal.styles.ts';
import { Actions, Text, Title } from './ConfirmDialog.styles.ts';

export interface ConfirmDialogProps {
  /** The question's heading (docs/product/states.md#popup: in_popup_prompt). */
  title: string;
  /** What is being confirmed (docs/product/states.md#logout: in_sure_logout). */
  text: string;
  /** Called when the user confirms; the dialog closes unless `open` is controlled. */
  onSubmit: () => void;
  /** Called on cancel, Escape or the cancel button. */
  onCancel?: () => void;
  /** Cancel button text. @default the kit's 'Cancel' label */
  cancelLabel?: string;
  /** Submit button text. @default the kit's 'Confirm' label */
  submitLabel?: string;
  /** Makes the submit button red (sign out, delete). @default false */
  danger?: boolean;
  /** Shows a spinner on submit and ignores presses while the action runs. @default false */
  submitting?: boolean;
  /** Controlled open state; leave undefined to let the dialog keep its own. */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A yes/no question as an alert dialog: focus trapped and starting on the dialog, Escape cancels,
 * a tap on the backdrop does nothing (the answer must be explicit).
 */
export function ConfirmDialog({
  title,
  text,
  onSubmit,
  onCancel,
  cancelLabel,
  submitLabel,
  danger = false,
  submitting = false,
  open,
  defaultOpen = false,
  onOpenChange,
}: ConfirmDialogProps) {
  const labels = useLabels();
  const container = useDialogContainer();
  const focusReturn = useFocusReturn();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const cancel = () => {
    onCancel?.();
    setOpen(false);
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={(next) => (next ? setOpen(true) : cancel())}>
      <Dialog.Portal container={container}>
        <Overlay />
        <Content
          $transparent={false}
          role="alertdialog"
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            focusReturn.remember();
            // The dialog itself takes focus, so its title and text are read first and the
            // first Tab lands on Cancel, the safe choice; nothing is pre-selected for Enter.
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          // the app's own button opened it (no Radix trigger): focus goes back there on close
          onCloseAutoFocus={focusReturn.restore}
        >
          <Title>{title}</Title>
          <Text>{text}</Text>
          <Actions>
            <Button variant="secondary" onClick={cancel}>
              {cancelLabel ?? labels.cancel}
            </Button>
            <Button
              variant={danger ? 'danger' : 'primary'}
              loading={submitting}
              onClick={() => {
                onSubmit();
                if (open === undefined) setOwnOpen(false);
              }}
            >
              {submitLabel ?? labels.confirm}
            </Button>
          </Actions>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
