// The kit's public surface. Every export is named by hand (CONVENTIONS: no `export *`).
export { KitProvider, useKit, useLabels, useReducedMotion } from './provider/KitProvider.tsx';
export type { KitProviderProps, KitContextValue, MotionPreference } from './provider/KitProvider.tsx';
export { defaultLabels, format } from './provider/labels.ts';
export type { KitLabels } from './provider/labels.ts';
export { GlobalStyle } from './theme/GlobalStyle.ts';

export { Button } from './Button/index.ts';
export type { ButtonProps } from './Button/index.ts';
export { Badge, UnreadDot } from './Badge/index.ts';
export type { BadgeProps, UnreadDotProps } from './Badge/index.ts';
export { EmptyState } from './EmptyState/index.ts';
export type { EmptyStateProps } from './EmptyState/index.ts';
export { Spinner, Loading } from './Spinner/index.ts';
export type { SpinnerProps, LoadingProps } from './Spinner/index.ts';

// --- signature parts (issue 4): Marquee, Carousel, JackpotRoller, PopupPager, CountdownButton, GameTile, AgentGrid ---
export { usePageVisible, useEventCallback, useCountdown, secondsLeft } from './hooks/index.ts';
export { CountdownButton, DEFAULT_COUNTDOWN_SECONDS } from './CountdownButton/index.ts';
export type { CountdownButtonProps } from './CountdownButton/index.ts';
export { JackpotRoller, useJackpotTicker, randomInt } from './JackpotRoller/index.ts';
export type { JackpotRollerProps, JackpotTickerOptions } from './JackpotRoller/index.ts';
export { GameTile, GameGrid, vendorLogoKey } from './GameTile/index.ts';
export type { GameTileProps, GameBadge, GameGridProps, GameTileData } from './GameTile/index.ts';
export { AgentGrid, TeamCounters, visibleAgentEntries, ALWAYS_SHOWN_AGENT_MENU } from './AgentGrid/index.ts';
export type {
  AgentGridProps,
  AgentGridEntry,
  TeamCountersProps,
  TeamCounterKey,
  AgentMenuId,
} from './AgentGrid/index.ts';
export { Marquee } from './Marquee/index.ts';
export type { MarqueeProps, MarqueeItem } from './Marquee/index.ts';
export { PopupPager, sanitizeHtml } from './PopupPager/index.ts';
export type { PopupPagerProps, PopupNotice } from './PopupPager/index.ts';
export { Carousel, createAutoplay } from './Carousel/index.ts';
export type { CarouselProps, CarouselOrientation, Autoplay, AutoplayOptions } from './Carousel/index.ts';

// --- frame (issue 5): Header, PopupMenu, FooterMenu, PageTransition, DownloadBar, DownloadPopup, AddToHomeTip, FloatingServiceButtons, NoticeBar ---
export { createIcon } from './icons/index.ts';
export { Header, useBalanceRefresh, formatBalance, BALANCE_MASK } from './Header/index.ts';
export type { HeaderProps, HeaderLink, HeaderMember, HeaderGuest } from './Header/index.ts';
export { PopupMenu } from './PopupMenu/index.ts';
export type { PopupMenuProps } from './PopupMenu/index.ts';
export { FooterMenu } from './FooterMenu/index.ts';
export type { FooterMenuProps, FooterItemKey } from './FooterMenu/index.ts';
export { PageTransition, shouldFade, useSwipeBack, isSwipeTravel } from './PageTransition/index.ts';
export type { PageTransitionProps, NavigationType, SwipeBackOptions } from './PageTransition/index.ts';
export type { IconComponent, IconProps, IconSize } from './icons/index.ts';
export {
  HomeIcon,
  GiftIcon,
  PlusIcon,
  UsersIcon,
  UserIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronDownIcon,
  BackIcon,
  MenuIcon,
  CloseIcon,
  RefreshIcon,
  EyeIcon,
  EyeOffIcon,
  WalletIcon,
  DepositIcon,
  WithdrawIcon,
  TelegramIcon,
  FacebookIcon,
  ChatIcon,
  DownloadIcon,
  BellIcon,
  MailIcon,
  SearchIcon,
  StarIcon,
  FilterIcon,
  GlobeIcon,
  LogoutIcon,
  ShareIcon,
  AndroidIcon,
  AppleIcon,
  SpeakerIcon,
  CheckIcon,
  AlertIcon,
  WifiOffIcon,
  AddToHomeIcon,
} from './icons/index.ts';

// --- feedback (issue 5): Toast, ConfirmDialog, Modal, ErrorState, OfflineBanner, Skeleton ---
export { ToastProvider, ToastView, useToast, toastDurationMs } from './Toast/index.ts';
export type {
  ToastApi,
  ToastOptions,
  ToastProviderProps,
  ToastViewProps,
  ToastKind,
  ToastTiming,
} from './Toast/index.ts';
export { ConfirmDialog } from './ConfirmDialog/index.ts';
export type { ConfirmDialogProps } from './ConfirmDialog/index.ts';
export { Modal } from './Modal/index.ts';
export type { ModalProps } from './Modal/index.ts';
export { ErrorState } from './ErrorState/index.ts';
export type { ErrorStateProps } from './ErrorState/index.ts';
export { OfflineBanner, useOnlineStatus } from './OfflineBanner/index.ts';
export type { OfflineBannerProps } from './OfflineBanner/index.ts';
export { Skeleton, SkeletonGrid, SkeletonList } from './Skeleton/index.ts';
export type { SkeletonGridProps, SkeletonListProps, SkeletonProps } from './Skeleton/index.ts';

// --- forms (issue 5): TextField, PasswordField, PhoneField, CaptchaField, SmsCodeField, Checkbox, Select, TextArea, ImagePicker, SegmentedTabs ---

// --- lobby (issue 5): CategoryMenu, VendorStrip, SearchBox, FilterPanel, InfiniteList, WinnerBoard, HotMatchCard, HotMatchList, QuickActions, InfoCard, MenuList ---
