import { createIcon } from '../Icon.tsx';

export const TrophyIcon = createIcon('Trophy', [
  'M7 4h10v5a5 5 0 0 1-10 0z',
  'M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 14v4M8 21h8M9.5 18h5',
]);
