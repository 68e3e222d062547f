import { createIcon } from './Icon.tsx';

/* Line icons on a 24-unit grid (stroke 2, round caps), drawn for the kit; no outside icon font or CDN. */

export const HomeIcon = createIcon('Home', ['M3 10.5 12 3l9 7.5', 'M5 9.5V21h5v-6h4v6h5V9.5']);

export const GiftIcon = createIcon('Gift', [
  { rect: { x: 3, y: 8, width: 18, height: 5, rx: 1 } },
  'M5 13v8h14v-8M12 8v13',
  'M12 8c-1.5-4-6-4-6-1.5S9.5 8 12 8zM12 8c1.5-4 6-4 6-1.5S14.5 8 12 8z',
]);

export const PlusIcon = createIcon('Plus', ['M12 5v14M5 12h14']);

export const UsersIcon = createIcon('Users', [
  { circle: { cx: 9, cy: 8, r: 3.5 } },
  'M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6',
  'M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2.1.7 3.5 2.8 3.5 5.7',
]);

export const UserIcon = createIcon('User', [{ circle: { cx: 12, cy: 8, r: 4 } }, 'M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7']);

/** Points to the start side; mirror it in RTL with `transform: scaleX(-1)` where it means "back". */
export const ChevronLeftIcon = createIcon('ChevronLeft', ['M15 5l-7 7 7 7']);
export const ChevronRightIcon = createIcon('ChevronRight', ['M9 5l7 7-7 7']);
export const ChevronDownIcon = createIcon('ChevronDown', ['M5 9l7 7 7-7']);
export const BackIcon = ChevronLeftIcon;

export const MenuIcon = createIcon('Menu', ['M4 6h16M4 12h16M4 18h16']);

export const CloseIcon = createIcon('Close', ['M6 6l12 12M18 6 6 18']);

export const RefreshIcon = createIcon('Refresh', ['M20 12a8 8 0 1 1-2.3-5.7', 'M20 4v5h-5']);

export const EyeIcon = createIcon('Eye', [
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z',
  { circle: { cx: 12, cy: 12, r: 3 } },
]);

export const EyeOffIcon = createIcon('EyeOff', [
  'M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18',
]);

export const WalletIcon = createIcon('Wallet', [
  'M3 7a2 2 0 0 1 2-2h13v4',
  { rect: { x: 3, y: 7, width: 18, height: 13, rx: 2 } },
  'M16 13.5h2',
]);
export const DepositIcon = WalletIcon;

export const WithdrawIcon = createIcon('Withdraw', [
  { rect: { x: 3, y: 10, width: 18, height: 10, rx: 2 } },
  'M12 3v9M8.5 6.5 12 3l3.5 3.5',
  { circle: { cx: 12, cy: 15, r: 1.5 } },
]);

export const TelegramIcon = createIcon(
  'Telegram',
  [
    'M21.5 3.6 2.8 10.8c-1.1.4-1.1 1.3-.1 1.6l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.7c.3-1.3-.5-1.9-1.4-1.5zM8.4 13.6l9.6-6c.5-.3.9-.1.5.2l-7.9 7.2-.3 3.3z',
  ],
  true,
);

export const FacebookIcon = createIcon(
  'Facebook',
  [
    'M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.3a21 21 0 0 0-2.4-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z',
  ],
  true,
);

export const ChatIcon = createIcon('Chat', [
  'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.8A8 8 0 1 1 21 12z',
  'M8.5 12h.01M12 12h.01M15.5 12h.01',
]);

export const DownloadIcon = createIcon('Download', ['M12 3v12M7 10l5 5 5-5', 'M4 17v3h16v-3']);

export const BellIcon = createIcon('Bell', ['M6 16V11a6 6 0 1 1 12 0v5l2 2H4z', 'M10 20.5a2 2 0 0 0 4 0']);

export const MailIcon = createIcon('Mail', [
  { rect: { x: 3, y: 5, width: 18, height: 14, rx: 2 } },
  'm3.5 6.5 8.5 6.5 8.5-6.5',
]);

export const SearchIcon = createIcon('Search', [{ circle: { cx: 11, cy: 11, r: 7 } }, 'm20 20-4-4']);

export const StarIcon = createIcon('Star', [
  'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z',
]);

export const FilterIcon = createIcon('Filter', ['M3 5h18l-7 8.5V20l-4-2v-4.5z']);

export const GlobeIcon = createIcon('Globe', [
  { circle: { cx: 12, cy: 12, r: 9 } },
  'M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z',
]);

export const LogoutIcon = createIcon('Logout', ['M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4', 'M10 8l-4 4 4 4M6 12h10']);

export const ShareIcon = createIcon('Share', ['M12 15V3M8 7l4-4 4 4', 'M6 11H5v10h14V11h-1']);

export const AndroidIcon = createIcon(
  'Android',
  [
    'M7 9h10v8a1 1 0 0 1-1 1h-1v3h-2v-3h-2v3H9v-3H8a1 1 0 0 1-1-1zM4.5 9.5a1 1 0 0 1 2 0v5a1 1 0 0 1-2 0zm13 0a1 1 0 0 1 2 0v5a1 1 0 0 1-2 0zM7 8a5 5 0 0 1 2.4-4.1l-.9-1.5.6-.4 1 1.6a5 5 0 0 1 3.8 0l1-1.6.6.4-.9 1.5A5 5 0 0 1 17 8zm3-2.2a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6zm4 0a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6z',
  ],
  true,
);

export const AppleIcon = createIcon(
  'Apple',
  [
    'M16.4 12.6c0-2.4 2-3.6 2.1-3.6a4.5 4.5 0 0 0-3.5-1.9c-1.5-.2-2.9.9-3.7.9s-1.9-.9-3.2-.8a4.7 4.7 0 0 0-4 2.4c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.4-4.1zM14 5.6a4.2 4.2 0 0 0 1-3.1 4.4 4.4 0 0 0-2.8 1.5 4 4 0 0 0-1 3c1 0 2.1-.6 2.8-1.4z',
  ],
  true,
);

export const SpeakerIcon = createIcon('Speaker', [
  'M4 9.5h3.5L13 5v14l-5.5-4.5H4z',
  'M16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11',
]);

export const CheckIcon = createIcon('Check', ['m5 12.5 4.5 4.5L19 7.5']);

export const AlertIcon = createIcon('Alert', [{ circle: { cx: 12, cy: 12, r: 9 } }, 'M12 7.5v5.5M12 16.5h.01']);

export const WifiOffIcon = createIcon('WifiOff', [
  'M3 3l18 18',
  'M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.4-2.5M19 12.9a10 10 0 0 0-2.4-1.7M2 9.3a15 15 0 0 1 4.2-2.6M22 9.3A15 15 0 0 0 10.9 5.6',
  'M12 20h.01',
]);

export const AddToHomeIcon = createIcon('AddToHome', [
  { rect: { x: 3, y: 3, width: 18, height: 18, rx: 4 } },
  'M12 8v8M8 12h8',
]);

export const SettingsIcon = createIcon('Settings', [
  { circle: { cx: 12, cy: 12, r: 3 } },
  'M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
  { circle: { cx: 12, cy: 12, r: 6.5 } },
]);

export const ReceiptIcon = createIcon('Receipt', [
  'M5 3h14v18l-2.5-1.5L14 21l-2-1.5L10 21l-2.5-1.5L5 21z',
  'M9 8h6M9 12h6M9 16h3',
]);

export const ChartIcon = createIcon('Chart', ['M3 3v18h18', 'm7 15 4-4 3 3 6-6']);

export const CrownIcon = createIcon('Crown', ['m3 7 4.5 4L12 4l4.5 7L21 7l-2 11H5z', 'M5 21h14']);

export const TrophyIcon = createIcon('Trophy', [
  'M7 4h10v5a5 5 0 0 1-10 0z',
  'M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 14v4M8 21h8M9.5 18h5',
]);

export const ReportIcon = createIcon('Report', ['M6 3h8l4 4v14H6z', 'M14 3v4h4M9 17v-3M12 17v-6M15 17v-4']);

export const ShieldIcon = createIcon('Shield', [
  'M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z',
  'm8.8 12 2.2 2.2 4.2-4.4',
]);

export const PercentIcon = createIcon('Percent', [
  'M19 5 5 19',
  { circle: { cx: 7, cy: 7, r: 2.5 } },
  { circle: { cx: 17, cy: 17, r: 2.5 } },
]);

export const EditIcon = createIcon('Edit', ['M4 20h4L19 9l-4-4L4 16z', 'm13.5 6.5 4 4']);

export const CoinsIcon = createIcon('Coins', [
  { ellipse: { cx: 9, cy: 7, rx: 6, ry: 3 } },
  'M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7',
  'M9 14v3c0 1.7 2.7 3 6 3s6-1.3 6-3v-4c0-1.6-2.4-2.9-5.5-3',
]);
