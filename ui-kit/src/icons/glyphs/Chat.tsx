import { createIcon } from '../Icon.tsx';

export const ChatIcon = createIcon('Chat', [
  'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.8A8 8 0 1 1 21 12z',
  'M8.5 12h.01M12 12h.01M15.5 12h.01',
]);
