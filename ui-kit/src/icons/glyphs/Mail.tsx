import { createIcon } from '../Icon.tsx';

export const MailIcon = createIcon('Mail', [
  { rect: { x: 3, y: 5, width: 18, height: 14, rx: 2 } },
  'm3.5 6.5 8.5 6.5 8.5-6.5',
]);
