import { createIcon } from '../Icon.tsx';

export const SearchIcon = createIcon('Search', [{ circle: { cx: 11, cy: 11, r: 7 } }, 'm20 20-4-4']);
