/** Date ranges of the reports: presets and the YYYY-MM-DD strings the server reads (DateRangeQuery). */
export type RangePreset = 'today' | 'week' | 'month';
export interface DateRange {
  startDate: string;
  endDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as YYYY-MM-DD. */
export const ymd = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** today: today only; week: the last 7 days; month: the last 30 days (all including today). */
export function presetRange(preset: RangePreset, now: Date = new Date()): DateRange {
  const days = preset === 'today' ? 0 : preset === 'week' ? 6 : 29;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return { startDate: ymd(start), endDate: ymd(now) };
}

/** A custom range is valid when both days parse and start <= end. */
export const isValidRange = (r: DateRange): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(r.startDate) && /^\d{4}-\d{2}-\d{2}$/.test(r.endDate) && r.startDate <= r.endDate;

/** Sum of money values without float drift (cents). */
export const sumMoney = (values: number[]): number =>
  Math.round(values.reduce((a, v) => a + Math.round(v * 100), 0)) / 100;
