import { createIcon } from '../Icon.tsx';

export const BellIcon = createIcon('Bell', ['M6 16V11a6 6 0 1 1 12 0v5l2 2H4z', 'M10 20.5a2 2 0 0 0 4 0']);
