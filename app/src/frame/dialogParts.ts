/**
 * The kit's dialogs the frame and the home show only on demand, in a chunk of their own: lazyDialogs.tsx
 * imports this module dynamically. (A dynamic import of '@lobby/ui-kit' itself would resolve to
 * the entry chunk, which already holds the kit's index.)
 */
export { ConfirmDialog, DownloadPopup, Modal } from '@lobby/ui-kit';
