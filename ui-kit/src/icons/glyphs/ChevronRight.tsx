import { createIcon } from '../Icon.tsx';

export const ChevronRightIcon = createIcon('ChevronRight', ['M9 5l7 7-7 7']);
