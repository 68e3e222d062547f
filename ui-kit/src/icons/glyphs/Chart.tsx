import { createIcon } from '../Icon.tsx';

export const ChartIcon = createIcon('Chart', ['M3 3v18h18', 'm7 15 4-4 3 3 6-6']);
