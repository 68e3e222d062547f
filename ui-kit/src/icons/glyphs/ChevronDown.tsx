import { createIcon } from '../Icon.tsx';

export const ChevronDownIcon = createIcon('ChevronDown', ['M5 9l7 7 7-7']);
