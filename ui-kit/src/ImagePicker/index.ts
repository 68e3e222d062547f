export { ImagePicker, IMAGE_TYPES, IMAGE_MAX_MB, IMAGE_MAX_COUNT } from './ImagePicker.tsx';
export type { ImagePickerProps } from './ImagePicker.tsx';
