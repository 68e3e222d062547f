export { TextArea, TEXT_AREA_MAX_LENGTH } from './TextArea.tsx';
export type { TextAreaProps } from './TextArea.tsx';
