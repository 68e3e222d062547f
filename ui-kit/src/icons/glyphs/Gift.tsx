import { createIcon } from '../Icon.tsx';

export const GiftIcon = createIcon('Gift', [
  { rect: { x: 3, y: 8, width: 18, height: 5, rx: 1 } },
  'M5 13v8h14v-8M12 8v13',
  'M12 8c-1.5-4-6-4-6-1.5S9.5 8 12 8zM12 8c1.5-4 6-4 6-1.5S14.5 8 12 8z',
]);
