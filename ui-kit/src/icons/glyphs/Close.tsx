import { createIcon } from '../Icon.tsx';

export const CloseIcon = createIcon('Close', ['M6 6l12 12M18 6 6 18']);
