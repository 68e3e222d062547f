import { createIcon } from '../Icon.tsx';

export const FacebookIcon = createIcon(
  'Facebook',
  [
    'M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.3a21 21 0 0 0-2.4-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z',
  ],
  true,
);
