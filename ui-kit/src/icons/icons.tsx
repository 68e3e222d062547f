/*
 * The kit's icon set: line icons on a 24-unit grid (stroke 2, round caps), drawn for the kit; no
 * outside icon font or CDN. One module per icon (glyphs/), named here, so a bundle holds only the
 * icons its screens draw (a single module of every icon, with its helpers, once landed whole in a
 * chunk the entry loads). The app's build puts the icons several screens draw in one small chunk
 * rather than a chunk each (app/vite.config.ts).
 */
export { HomeIcon } from './glyphs/Home.tsx';
export { GiftIcon } from './glyphs/Gift.tsx';
export { PlusIcon } from './glyphs/Plus.tsx';
export { UsersIcon } from './glyphs/Users.tsx';
export { UserIcon } from './glyphs/User.tsx';
export { ChevronLeftIcon } from './glyphs/ChevronLeft.tsx';
export { ChevronRightIcon } from './glyphs/ChevronRight.tsx';
export { ChevronDownIcon } from './glyphs/ChevronDown.tsx';
export { ChevronLeftIcon as BackIcon } from './glyphs/ChevronLeft.tsx';
export { MenuIcon } from './glyphs/Menu.tsx';
export { CloseIcon } from './glyphs/Close.tsx';
export { RefreshIcon } from './glyphs/Refresh.tsx';
export { EyeIcon } from './glyphs/Eye.tsx';
export { EyeOffIcon } from './glyphs/EyeOff.tsx';
export { WalletIcon } from './glyphs/Wallet.tsx';
export { WalletIcon as DepositIcon } from './glyphs/Wallet.tsx';
export { WithdrawIcon } from './glyphs/Withdraw.tsx';
export { TelegramIcon } from './glyphs/Telegram.tsx';
export { FacebookIcon } from './glyphs/Facebook.tsx';
export { ChatIcon } from './glyphs/Chat.tsx';
export { DownloadIcon } from './glyphs/Download.tsx';
export { BellIcon } from './glyphs/Bell.tsx';
export { MailIcon } from './glyphs/Mail.tsx';
export { SearchIcon } from './glyphs/Search.tsx';
export { StarIcon } from './glyphs/Star.tsx';
export { FilterIcon } from './glyphs/Filter.tsx';
export { GlobeIcon } from './glyphs/Globe.tsx';
export { LogoutIcon } from './glyphs/Logout.tsx';
export { ShareIcon } from './glyphs/Share.tsx';
export { AndroidIcon } from './glyphs/Android.tsx';
export { AppleIcon } from './glyphs/Apple.tsx';
export { SpeakerIcon } from './glyphs/Speaker.tsx';
export { CheckIcon } from './glyphs/Check.tsx';
export { AlertIcon } from './glyphs/Alert.tsx';
export { WifiOffIcon } from './glyphs/WifiOff.tsx';
export { AddToHomeIcon } from './glyphs/AddToHome.tsx';
export { SettingsIcon } from './glyphs/Settings.tsx';
export { ReceiptIcon } from './glyphs/Receipt.tsx';
export { ChartIcon } from './glyphs/Chart.tsx';
export { CrownIcon } from './glyphs/Crown.tsx';
export { TrophyIcon } from './glyphs/Trophy.tsx';
export { ReportIcon } from './glyphs/Report.tsx';
export { ShieldIcon } from './glyphs/Shield.tsx';
export { PercentIcon } from './glyphs/Percent.tsx';
export { EditIcon } from './glyphs/Edit.tsx';
export { CoinsIcon } from './glyphs/Coins.tsx';
