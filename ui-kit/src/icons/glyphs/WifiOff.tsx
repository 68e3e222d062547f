import { createIcon } from '../Icon.tsx';

export const WifiOffIcon = createIcon('WifiOff', [
  'M3 3l18 18',
  'M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.4-2.5M19 12.9a10 10 0 0 0-2.4-1.7M2 9.3a15 15 0 0 1 4.2-2.6M22 9.3A15 15 0 0 0 10.9 5.6',
  'M12 20h.01',
]);
