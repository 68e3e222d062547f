// The kit's public surface. Every export is named by hand (CONVENTIONS: no `export *`).
export { KitProvider, useKit, useLabels, useReducedMotion } from './provider/KitProvider.tsx';
export type { KitProviderProps, KitContextValue, MotionPreference } from './provider/KitProvider.tsx';
export { defaultLabels, format } from './provider/labels.ts';
export type { KitLabels } from './provider/labels.ts';
export { GlobalStyle } from './theme/GlobalStyle.ts';
// A styles fragment the app's entry grids share with the kit's (an icon over its label, full width).
export { stackedButton } from './theme/fragments.ts';

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
  SettingsIcon,
  ReceiptIcon,
  ChartIcon,
  CrownIcon,
  TrophyIcon,
  ReportIcon,
  ShieldIcon,
  PercentIcon,
  EditIcon,
  CoinsIcon,
} from './icons/index.ts';

export { DownloadBar } from './DownloadBar/index.ts';
export type { DownloadBarProps } from './DownloadBar/index.ts';
export { DownloadPopup, visibleDownloadButtons } from './DownloadPopup/index.ts';
export type { DownloadPopupProps, DownloadButtons, DownloadContext } from './DownloadPopup/index.ts';
export { AddToHomeTip, needsLegacyAddToHomeHint, parseIosVersion } from './AddToHomeTip/index.ts';
export type { AddToHomeTipProps, IosVersion } from './AddToHomeTip/index.ts';
export { FloatingServiceButtons } from './FloatingServiceButtons/index.ts';
export type { FloatingServiceButtonsProps } from './FloatingServiceButtons/index.ts';
export { NoticeBar } from './NoticeBar/index.ts';
export type { NoticeBarProps } from './NoticeBar/index.ts';

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
export { TextField } from './TextField/index.ts';
export type { TextFieldProps } from './TextField/index.ts';
export { PasswordField } from './PasswordField/index.ts';
export type { PasswordFieldProps } from './PasswordField/index.ts';
export { CaptchaField, CAPTCHA_MAX_LENGTH } from './CaptchaField/index.ts';
export type { CaptchaFieldProps } from './CaptchaField/index.ts';
export { Checkbox } from './Checkbox/index.ts';
export type { CheckboxProps } from './Checkbox/index.ts';
export { SegmentedTabs } from './SegmentedTabs/index.ts';
export type { SegmentedTab, SegmentedTabsProps } from './SegmentedTabs/index.ts';
export { PhoneField, MOBILE_MAX_LENGTH } from './PhoneField/index.ts';
export type { PhoneFieldProps, DialingCountry } from './PhoneField/index.ts';
export { SmsCodeField, SMS_CODE_MAX_LENGTH } from './SmsCodeField/index.ts';
export type { SmsCodeFieldProps } from './SmsCodeField/index.ts';
export { Select } from './Select/index.ts';
export type { SelectOption, SelectProps } from './Select/index.ts';
export { TextArea, TEXT_AREA_MAX_LENGTH } from './TextArea/index.ts';
export type { TextAreaProps } from './TextArea/index.ts';
export { ImagePicker, IMAGE_TYPES, IMAGE_MAX_MB, IMAGE_MAX_COUNT } from './ImagePicker/index.ts';
export type { ImagePickerProps } from './ImagePicker/index.ts';
export type { FieldStateProps } from './Field/index.ts';

// --- lobby (issue 5): CategoryMenu, VendorStrip, SearchBox, FilterPanel, InfiniteList, WinnerBoard, HotMatchCard, HotMatchList, QuickActions, InfoCard, MenuList ---
export { CategoryMenu } from './CategoryMenu/index.ts';
export type { CategoryMenuProps, GameCategory } from './CategoryMenu/index.ts';
export { VendorStrip } from './VendorStrip/index.ts';
export type { GameVendor, VendorStripProps } from './VendorStrip/index.ts';
export { SearchBox } from './SearchBox/index.ts';
export type { SearchBoxProps } from './SearchBox/index.ts';
export { FilterPanel, GAME_CLASSIFICATIONS, MIN_BETS } from './FilterPanel/index.ts';
export type { FilterPanelProps, GameFilter, GameClassification, MinBet } from './FilterPanel/index.ts';
export { InfiniteList, INFINITE_LIST_THROTTLE_MS, INFINITE_LIST_CHUNK_SIZE } from './InfiniteList/index.ts';
export type { InfiniteListProps } from './InfiniteList/index.ts';
export { WinnerBoard } from './WinnerBoard/index.ts';
export type { WinnerBoardProps, WinnerEntry } from './WinnerBoard/index.ts';
export { HotMatchCard, HotMatchList, formatMatchTime } from './HotMatch/index.ts';
export type { HotMatch, HotMatchCardProps, HotMatchListProps } from './HotMatch/index.ts';
export { QuickActions } from './QuickActions/index.ts';
export type { QuickActionKey, QuickActionsProps } from './QuickActions/index.ts';
export { InfoCard } from './InfoCard/index.ts';
export type { InfoCardProps } from './InfoCard/index.ts';
export { MenuList } from './MenuList/index.ts';
export type { MenuEntry, MenuListProps } from './MenuList/index.ts';
