import { createIcon } from '../Icon.tsx';

export const AndroidIcon = createIcon(
  'Android',
  [
    'M7 9h10v8a1 1 0 0 1-1 1h-1v3h-2v-3h-2v3H9v-3H8a1 1 0 0 1-1-1zM4.5 9.5a1 1 0 0 1 2 0v5a1 1 0 0 1-2 0zm13 0a1 1 0 0 1 2 0v5a1 1 0 0 1-2 0zM7 8a5 5 0 0 1 2.4-4.1l-.9-1.5.6-.4 1 1.6a5 5 0 0 1 3.8 0l1-1.6.6.4-.9 1.5A5 5 0 0 1 17 8zm3-2.2a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6zm4 0a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6z',
  ],
  true,
);
