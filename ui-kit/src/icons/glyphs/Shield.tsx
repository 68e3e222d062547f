import { createIcon } from '../Icon.tsx';

export const ShieldIcon = createIcon('Shield', [
  'M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z',
  'm8.8 12 2.2 2.2 4.2-4.4',
]);
