import { writeDigits } from './numbers.ts';

/**
 * Words the kit's parts say on their own (controls, states). The app fills these from i18next;
 * stories and tests use the English defaults. Parts that show content take it as props instead.
 */
export interface KitLabels {
  close: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  loading: string;
  noData: string;
  retry: string;
  loadFailed: string;
  offline: string;
  cancel: string;
  confirm: string;
  back: string;
  menu: string;
  showPassword: string;
  hidePassword: string;
  clear: string;
  required: string;
  /** "Slide {0} of {1}" — {0} and {1} are filled in. */
  slideOf: string;
  /** "Page {0} of {1}". */
  pageOf: string;
  // --- frame and feedback (issue 5) ---
  /** Footer and menu entries. */
  home: string;
  activity: string;
  deposit: string;
  withdraw: string;
  inviteFriends: string;
  members: string;
  /** Names the footer navigation landmark. */
  mainNavigation: string;
  /** The '+1%' badge on the deposit button, for screen readers. */
  depositBonus: string;
  /** "{0} unclaimed promotions" — the members badge. */
  unclaimedPromotions: string;
  totalBalance: string;
  refreshBalance: string;
  /** Said while the balance reloads (docs/product/states.md#balance: refresh hides it until the reload finishes). */
  refreshingBalance: string;
  hideBalance: string;
  showBalance: string;
  /** Said for a masked balance. */
  balanceHidden: string;
  signOut: string;
  logIn: string;
  register: string;
  language: string;
  downloadApp: string;
  downloadAndroid: string;
  downloadIos: string;
  /** The iOS mobile profile (MOBILECONFIG) download. */
  downloadProfile: string;
  addToHomeTitle: string;
  addToHomeShare: string;
  addToHomeAdd: string;
  addToHomeConfirm: string;
  /** The hint for iOS 11 or lower and 12.0-12.1 (docs/product/home-and-games.md#add-to-home-tip). */
  addToHomeLegacy: string;
  serviceButtons: string;
  telegram: string;
  facebook: string;
  liveChat: string;
  announcements: string;
  noAnnouncement: string;
  /** Names the toast live region. */
  notifications: string;
  // --- end frame and feedback ---
  // --- forms and lobby (issue 5) ---
  /** Name of the dialing-code picker button and sheet. */
  countryCode: string;
  /** Placeholder and name of the country search box. */
  searchCountry: string;
  /** The captcha image button: tapping it loads a new one. */
  refreshCaptcha: string;
  /** "{0} of {1} characters" — counter under a text area. */
  characterCount: string;
  addImage: string;
  /** "Remove image {0}". */
  removeImage: string;
  /** "{0}: only PNG or JPG images". */
  imageTypeError: string;
  /** "{0}: larger than {1} MB". */
  imageSizeError: string;
  /** "{0}: up to {1} images". */
  imageCountError: string;
  search: string;
  /** The 'All' entry of vendor strips and filters. */
  allVendors: string;
  filterVendors: string;
  filterClassification: string;
  filterMinBet: string;
  filterSubmit: string;
  filterReset: string;
  filterOtherCategories: string;
  /** End of an infinite list. */
  noMore: string;
  gameCategories: string;
  /** "Join {0} on the {1} day" (docs/product/member.md#member-center: member info card). */
  joinDays: string;
}

export const defaultLabels: KitLabels = {
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause',
  play: 'Play',
  loading: 'Loading',
  noData: 'No data',
  retry: 'Retry',
  loadFailed: 'Loading failed, click to retry',
  offline: 'Slow Connection / No Internet',
  cancel: 'Cancel',
  confirm: 'Confirm',
  back: 'Back',
  menu: 'Menu',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  clear: 'Clear',
  required: 'required',
  slideOf: 'Slide {0} of {1}',
  pageOf: 'Page {0} of {1}',
  // --- frame and feedback (issue 5) ---
  home: 'Home',
  activity: 'Activity',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  inviteFriends: 'Invite friends',
  members: 'Members',
  mainNavigation: 'Main',
  depositBonus: '1% deposit bonus',
  unclaimedPromotions: '{0} unclaimed promotions',
  totalBalance: 'Total balance',
  refreshBalance: 'Refresh balance',
  refreshingBalance: 'Refreshing balance',
  hideBalance: 'Hide balance',
  showBalance: 'Show balance',
  balanceHidden: 'Balance hidden',
  signOut: 'Sign out',
  logIn: 'Log in',
  register: 'Register',
  language: 'Language',
  downloadApp: 'Download the app',
  downloadAndroid: 'Android',
  downloadIos: 'iOS',
  downloadProfile: 'Mobile profile',
  addToHomeTitle: 'Add to Home Screen',
  addToHomeShare: 'Tap the Share button in the toolbar',
  addToHomeAdd: "Scroll and choose 'Add to Home Screen'",
  addToHomeConfirm: "Tap 'Add' at the top right",
  addToHomeLegacy: 'This iOS version installs the home-screen app from Safari only; iOS 12.4 or later is recommended.',
  serviceButtons: 'Customer service',
  telegram: 'Telegram',
  facebook: 'Facebook',
  liveChat: 'Live chat',
  announcements: 'Announcements',
  noAnnouncement: 'No announcement',
  notifications: 'Notifications',
  // --- end frame and feedback ---
  countryCode: 'Country code',
  searchCountry: 'Search country or code',
  refreshCaptcha: 'Captcha image, tap to refresh',
  characterCount: '{0} of {1} characters',
  addImage: 'Add image',
  removeImage: 'Remove image {0}',
  imageTypeError: '{0}: only PNG or JPG images',
  imageSizeError: '{0}: larger than {1} MB',
  imageCountError: '{0}: up to {1} images',
  search: 'Search',
  allVendors: 'All',
  filterVendors: 'Vendors',
  filterClassification: 'Classification',
  filterMinBet: 'Minimum bet',
  filterSubmit: 'Apply',
  filterReset: 'Reset',
  filterOtherCategories: 'Other categories',
  noMore: 'No more',
  gameCategories: 'Game categories',
  joinDays: 'Join {0} on the {1} day',
};

/** Fills "{0}", "{1}", ... in a label; a number in the locale's digits (writeDigits). */
export function format(locale: string, template: string, ...args: Array<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => {
    const v = args[Number(i)];
    if (v === undefined) return m;
    return typeof v === 'number' ? writeDigits(v, locale) : String(v);
  });
}
