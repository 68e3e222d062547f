export { Modal } from './Modal.tsx';
export type { ModalProps } from './Modal.tsx';
