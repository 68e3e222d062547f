import { createIcon } from '../Icon.tsx';

export const RefreshIcon = createIcon('Refresh', ['M20 12a8 8 0 1 1-2.3-5.7', 'M20 4v5h-5']);
