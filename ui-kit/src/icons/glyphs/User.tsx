import { createIcon } from '../Icon.tsx';

export const UserIcon = createIcon('User', [{ circle: { cx: 12, cy: 8, r: 4 } }, 'M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7']);
