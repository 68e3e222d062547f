// The kit's public surface. Every export is named by hand (CONVENTIONS: no `export *`).
export {
  KitProvider,
  useKit,
  useLabels,
  useReducedMotion,
  type KitProviderProps,
  type KitContextValue,
  type MotionPreference,
} from './provider/KitProvider.tsx';
export { defaultLabels, format, type KitLabels } from './provider/labels.ts';
export {
  formatFixed,
  digitsOf,
  localDigits,
  writeDigits,
  provideNumberSymbols,
  readNumberSymbols,
  type NumberSymbols,
  type FixedOptions,
} from './provider/numbers.ts';
export { GlobalStyle } from './theme/GlobalStyle.ts';
// Style fragments the app's parts share with the kit's: a list without bullets or spacing, text in its
// own direction, buttons that share a row, an icon over its label at full width.
export { bareList, ownDirection, ownDirectionBlocks, sharedRow, stackedButton } from './theme/fragments.ts';

export { Button, type ButtonProps } from './Button/index.ts';
export { Badge, UnreadDot, type BadgeProps, type UnreadDotProps } from './Badge/index.ts';
export { EmptyState, type EmptyStateProps } from './EmptyState/index.ts';
export { Spinner, Loading, type SpinnerProps, type LoadingProps } from './Spinner/index.ts';

// --- signature parts (issue 4): Marquee, Carousel, JackpotRoller, PopupPager, CountdownButton, GameTile, AgentGrid ---
export {
  afterPaint,
  usePageVisible,
  useEventCallback,
  useCountdown,
  secondsLeft,
  setHydratingPage,
  useHydrated,
  useLayoutEffectInBrowser,
  whenIdle,
  type IdleTimes,
} from './hooks/index.ts';
export { CountdownButton, DEFAULT_COUNTDOWN_SECONDS, type CountdownButtonProps } from './CountdownButton/index.ts';
export {
  JackpotRoller,
  useJackpotTicker,
  randomInt,
  type JackpotRollerProps,
  type JackpotTickerOptions,
} from './JackpotRoller/index.ts';
export {
  GameTile,
  GameGrid,
  vendorLogoKey,
  type GameTileProps,
  type GameBadge,
  type GameGridProps,
  type GameTileData,
  type ImageSource,
} from './GameTile/index.ts';
export { AgentGrid, TeamCounters, visibleAgentEntries, ALWAYS_SHOWN_AGENT_MENU } from './AgentGrid/index.ts';
export type {
  AgentGridProps,
  AgentGridEntry,
  TeamCountersProps,
  TeamCounterKey,
  AgentMenuId,
} from './AgentGrid/index.ts';
export { Marquee, type MarqueeProps, type MarqueeItem } from './Marquee/index.ts';
export { PopupPager, type PopupPagerProps, type PopupNotice } from './PopupPager/index.ts';
export { sanitizeHtml } from './sanitizeHtml/index.ts';
export {
  Carousel,
  createAutoplay,
  type CarouselProps,
  type CarouselOrientation,
  type Autoplay,
  type AutoplayOptions,
} from './Carousel/index.ts';

// --- frame (issue 5): Header, PopupMenu, FooterMenu, PageTransition, DownloadBar, DownloadPopup, AddToHomeTip, FloatingServiceButtons, NoticeBar ---
export { createIcon } from './icons/index.ts';
export {
  Header,
  useBalanceRefresh,
  formatBalance,
  BALANCE_MASK,
  headerNarrow,
  type HeaderProps,
  type HeaderLink,
  type HeaderMember,
  type HeaderGuest,
} from './Header/index.ts';
export { PopupMenu, type PopupMenuProps } from './PopupMenu/index.ts';
export { FooterMenu, type FooterMenuProps, type FooterItemKey } from './FooterMenu/index.ts';
export {
  PageTransition,
  shouldFade,
  useSwipeBack,
  isSwipeTravel,
  type PageTransitionProps,
  type NavigationType,
  type SwipeBackOptions,
} from './PageTransition/index.ts';
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

export { DownloadBar, type DownloadBarProps } from './DownloadBar/index.ts';
export {
  DownloadPopup,
  visibleDownloadButtons,
  type DownloadPopupProps,
  type DownloadButtons,
  type DownloadContext,
} from './DownloadPopup/index.ts';
export {
  AddToHomeTip,
  needsLegacyAddToHomeHint,
  parseIosVersion,
  type AddToHomeTipProps,
  type IosVersion,
} from './AddToHomeTip/index.ts';
export { FloatingServiceButtons, type FloatingServiceButtonsProps } from './FloatingServiceButtons/index.ts';
export { NoticeBar, type NoticeBarProps } from './NoticeBar/index.ts';

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
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/index.ts';
export { Modal, type ModalProps } from './Modal/index.ts';
export { ErrorState, type ErrorStateProps } from './ErrorState/index.ts';
export { OfflineBanner, useOnlineStatus, type OfflineBannerProps } from './OfflineBanner/index.ts';
export {
  Skeleton,
  SkeletonGrid,
  SkeletonList,
  type SkeletonGridProps,
  type SkeletonListProps,
  type SkeletonProps,
} from './Skeleton/index.ts';

// --- forms (issue 5): TextField, PasswordField, PhoneField, CaptchaField, SmsCodeField, Checkbox, Select, TextArea, ImagePicker, SegmentedTabs ---
export { TextField, type TextFieldProps } from './TextField/index.ts';
export { PasswordField, type PasswordFieldProps } from './PasswordField/index.ts';
export { CaptchaField, CAPTCHA_MAX_LENGTH, type CaptchaFieldProps } from './CaptchaField/index.ts';
export { Checkbox, type CheckboxProps } from './Checkbox/index.ts';
export { SegmentedTabs, type SegmentedTab, type SegmentedTabsProps } from './SegmentedTabs/index.ts';
export { PhoneField, MOBILE_MAX_LENGTH, type PhoneFieldProps, type DialingCountry } from './PhoneField/index.ts';
export { SmsCodeField, SMS_CODE_MAX_LENGTH, type SmsCodeFieldProps } from './SmsCodeField/index.ts';
export { Select, type SelectOption, type SelectProps } from './Select/index.ts';
export { TextArea, TEXT_AREA_MAX_LENGTH, type TextAreaProps } from './TextArea/index.ts';
export { ImagePicker, IMAGE_TYPES, IMAGE_MAX_MB, IMAGE_MAX_COUNT, type ImagePickerProps } from './ImagePicker/index.ts';
export type { FieldStateProps } from './Field/index.ts';

// --- lobby (issue 5): CategoryMenu, VendorStrip, SearchBox, FilterPanel, InfiniteList, WinnerBoard, HotMatchCard, HotMatchList, QuickActions, InfoCard, MenuList ---
export { CategoryMenu, type CategoryMenuProps, type GameCategory } from './CategoryMenu/index.ts';
export { VendorStrip, type GameVendor, type VendorStripProps } from './VendorStrip/index.ts';
export { SearchBox, type SearchBoxProps } from './SearchBox/index.ts';
export {
  FilterPanel,
  GAME_CLASSIFICATIONS,
  MIN_BETS,
  type FilterPanelProps,
  type GameFilter,
  type GameClassification,
  type MinBet,
} from './FilterPanel/index.ts';
export {
  InfiniteList,
  INFINITE_LIST_THROTTLE_MS,
  INFINITE_LIST_CHUNK_SIZE,
  type InfiniteListProps,
} from './InfiniteList/index.ts';
export { WinnerBoard, winnerBoardBlockSize, type WinnerBoardProps, type WinnerEntry } from './WinnerBoard/index.ts';
export {
  HotMatchCard,
  HotMatchList,
  formatMatchTime,
  type HotMatch,
  type HotMatchCardProps,
  type HotMatchListProps,
} from './HotMatch/index.ts';
export { QuickActions, type QuickActionKey, type QuickActionsProps } from './QuickActions/index.ts';
export { InfoCard, type InfoCardProps } from './InfoCard/index.ts';
export { MenuList, type MenuEntry, type MenuListProps } from './MenuList/index.ts';
