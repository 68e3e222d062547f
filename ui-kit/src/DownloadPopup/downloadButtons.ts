/** What the device and config say, as docs/product/states.md#download-bar names it. */
export interface DownloadContext {
  /** The Android download link exists. */
  androidLink: boolean;
  /** The IOS link exists. */
  iosLink: boolean;
  /** The MOBILECONFIG (profile) link exists. */
  mobileconfigLink: boolean;
  /** Running on a phone or tablet. */
  isMobile: boolean;
  /** Running on iOS. */
  isIos: boolean;
  /** localStorage WEBCLIP is '1'. */
  webclip: boolean;
}

export interface DownloadButtons {
  android: boolean;
  ios: boolean;
  profile: boolean;
}

/**
 * docs/product/states.md#download-bar: Android shows with an Android link when not mobile or not iOS; iOS shows when not
 * mobile, or on iOS with an IOS link; the profile shows only on iOS with a MOBILECONFIG link and
 * WEBCLIP not 1.
 */
export function visibleDownloadButtons(c: DownloadContext): DownloadButtons {
  return {
    android: c.androidLink && (!c.isMobile || !c.isIos),
    ios: !c.isMobile || (c.isIos && c.iosLink),
    profile: c.isIos && c.mobileconfigLink && !c.webclip,
  };
}
