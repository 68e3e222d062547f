import { createIcon } from '../Icon.tsx';

export const TelegramIcon = createIcon(
  'Telegram',
  [
    'M21.5 3.6 2.8 10.8c-1.1.4-1.1 1.3-.1 1.6l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.7c.3-1.3-.5-1.9-1.4-1.5zM8.4 13.6l9.6-6c.5-.3.9-.1.5.2l-7.9 7.2-.3 3.3z',
  ],
  true,
);
