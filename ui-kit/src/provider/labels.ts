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
};

/** Fills "{0}", "{1}", ... in a label. */
export function format(template: string, ...args: Array<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => {
    const v = args[Number(i)];
    return v === undefined ? m : String(v);
  });
}
