import { createIcon } from '../Icon.tsx';

/** Points to the start side; mirror it in RTL with `transform: scaleX(-1)` where it means "back". */
export const ChevronLeftIcon = createIcon('ChevronLeft', ['M15 5l-7 7 7 7']);
