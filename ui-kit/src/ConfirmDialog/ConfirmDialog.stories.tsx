import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = preview.meta({
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Prompt',
    text: 'Are you sure you want to log out?',
    defaultOpen: true,
    danger: false,
    submitting: false,
    onSubmit: fn(),
    onCancel: fn(),
  },
});

export const Playground = meta.story();
export const SignOut = meta.story({ args: { submitLabel: 'Sign out', danger: true } });
export const Submitting = meta.story({
  args: { submitLabel: 'Sign out', danger: true, submitting: true },
  // The Button's spinner inside a half-opaque button rasterises in tiles on a loaded machine (as
  // Actions/Button Loading does); the busy behaviour is covered by ConfirmDialog.test.tsx.
  tags: ['no-visual'],
});
export const LongText = meta.story({
  args: {
    title: 'A pending agent contract request is waiting for you',
    text: 'You have a pending daily salary contract request from your upline. Cancel to decide later, or go to the contract page to review the terms, the effective date and the commission levels now.',
    cancelLabel: 'Cancel',
    submitLabel: 'Go to contract',
  },
});
export const RightToLeft = meta.story({
  args: { title: 'تنبيه', text: 'هل أنت متأكد أنك تريد تسجيل الخروج؟', cancelLabel: 'إلغاء', submitLabel: 'تأكيد' },
  globals: { direction: 'rtl', locale: 'ar' },
});
export const EscapeCancels = meta.story({
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Prompt' });
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
  // After the play function the dialog is gone: the picture is an empty page by design.
  tags: ['no-visual'],
});
