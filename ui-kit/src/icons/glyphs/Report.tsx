import { createIcon } from '../Icon.tsx';

export const ReportIcon = createIcon('Report', ['M6 3h8l4 4v14H6z', 'M14 3v4h4M9 17v-3M12 17v-6M15 17v-4']);
