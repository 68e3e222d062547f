import { errorCatalogue, type ErrorCode } from '@lobby/contract';

/** A failure the client should see: answered as `{ success: false, code, message }` with the catalogue status. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extra: Record<string, unknown>;
  constructor(code: ErrorCode, extra: Record<string, unknown> = {}, message?: string) {
    super(message ?? errorCatalogue[code].message);
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.extra = extra;
  }
}

export const fail = (code: ErrorCode, extra: Record<string, unknown> = {}, message?: string) => ({
  success: false as const,
  code,
  message: message ?? errorCatalogue[code].message,
  ...extra,
});

// ---------- input validation at the edge ----------

type Source = Record<string, unknown> | null | undefined;

const param = (field: string): never => {
  throw new ApiError('param.invalid', {}, `${errorCatalogue['param.invalid'].message}: ${field}`);
};

/** A string field, trimmed unless `trim: false`; `max` characters at most. */
export function str(src: Source, field: string, opts: { max?: number; optional?: false; trim?: boolean }): string;
export function str(
  src: Source,
  field: string,
  opts: { max?: number; optional: true; trim?: boolean },
): string | undefined;
/**
 * A text field, trimmed (`trim: false` keeps a secret exactly as typed: a password's pattern refuses
 * a space at either end instead of storing another secret than the one chosen).
 */
export function str(
  src: Source,
  field: string,
  opts: { max?: number; optional?: boolean; trim?: boolean } = {},
): string | undefined {
  const v = src?.[field];
  if (v === undefined || v === null || v === '') return opts.optional ? undefined : param(field);
  if (typeof v !== 'string' && typeof v !== 'number') return param(field);
  const s = opts.trim === false ? String(v) : String(v).trim();
  if (s.trim() === '' && !opts.optional) return param(field);
  if (s.length > (opts.max ?? 200)) return param(field);
  return s.trim() === '' ? undefined : s;
}

/** An integer field within [min, max]; `def` when absent. */
export function int(src: Source, field: string, opts: { min?: number; max?: number; def?: number } = {}): number {
  const v = src?.[field];
  if (v === undefined || v === null || v === '') return opts.def ?? param(field);
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isInteger(n) || n < (opts.min ?? -Infinity) || n > (opts.max ?? Infinity)) return param(field);
  return n;
}

/** A money amount: positive, at most 2 decimals; returns cents. Text must be a plain decimal (no "0x10", "1e2"). */
export function amountCents(src: Source, field = 'amount'): number {
  const v = src?.[field];
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,12}(\.\d{1,2})?\s*$/.test(v) ? Number(v) : NaN;
  const cents = Math.round(n * 100);
  if (!Number.isFinite(n) || n <= 0 || Math.abs(n * 100 - cents) > 1e-6 || cents > 1e11) {
    throw new ApiError('amount.invalid');
  }
  return cents;
}

export function oneOf<T extends string>(src: Source, field: string, values: readonly T[], def?: T): T {
  const v = src?.[field];
  if ((v === undefined || v === null || v === '') && def !== undefined) return def;
  if (typeof v !== 'string' || !values.includes(v as T)) return param(field);
  return v as T;
}

/** A YYYY-MM-DD date field. */
export function date(src: Source, field: string, def: string): string {
  const v = src?.[field];
  if (v === undefined || v === null || v === '') return def;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) return param(field);
  return v;
}

export const money = (cents: number): number => Math.round(cents) / 100;

/** Paging: 1-based page, size clamped to `max` (docs/product/constants.md#limits: 26 games, 25 recent). */
export function paging(
  src: Source,
  max: number,
  pageField = 'pageNo',
): { page: number; size: number; offset: number; pages: (total: number) => number } {
  const page = int(src, pageField, { min: 1, max: 100_000, def: 1 });
  const asked = int(src, 'pageSize', { min: 1, max: 1000, def: max });
  const size = Math.min(asked, max);
  return { page, size, offset: (page - 1) * size, pages: (total) => Math.max(1, Math.ceil(total / size)) };
}

/**
 * The platform's calendar day (docs/decisions/business-day.md): report ranges and "today" are days at
 * the operator's UTC offset, `BUSINESS_UTC_OFFSET` ("+08:00" unless set; "Z" or "+00:00" for UTC), not
 * the server clock's zone: an agent in Manila asks for today's figures at 01:00 local time. Parsed once
 * at start (options.ts); routes read it from the context (Ctx.businessOffsetMs).
 */
export function businessOffsetMs(raw = '+08:00'): number {
  if (raw === 'Z') return 0;
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(raw);
  if (!m || Number(m[2]) > 14 || Number(m[3]) > 59)
    throw new Error(`BUSINESS_UTC_OFFSET must look like +08:00, -05:30 or Z (got "${raw}")`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}

/** The business day (YYYY-MM-DD) that `now` falls on, at the offset `offsetMs`. */
export const businessDay = (now: Date, offsetMs: number): string =>
  new Date(now.getTime() + offsetMs).toISOString().slice(0, 10);

/** The instant (ISO, UTC) a business day starts at `offsetMs`; `days` later for the end of an inclusive range. */
export const businessDayStart = (day: string, offsetMs: number, days = 0): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000 - offsetMs).toISOString();

/** Escapes text for HTML built by the server (the launch page). */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
