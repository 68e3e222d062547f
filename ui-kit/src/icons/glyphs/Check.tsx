import { createIcon } from '../Icon.tsx';

export const CheckIcon = createIcon('Check', ['m5 12.5 4.5 4.5L19 7.5']);
