/**
 * Error code -> text (docs/product/errors.md#catalogue), in one table: the `common:errors.<code>` texts of the i18n module
 * (errorMessage), with the server's message, then 'Unknown error', as fallbacks. Client-made codes
 * (network, malformed answers) are named here.
 */
import { errorMessage } from '../i18n/index.ts';

/** Codes the client makes itself (no server answer); their texts are `common:errors.*` too. */
export type ClientErrorCode = 'network.offline' | 'network.timeout' | 'load.failed';

/** protocol.md: these mean the session is gone: clear it and go to login with the catalogue text. */
export const sessionExpiredCodes: ReadonlySet<string> = new Set([
  'login.not.session',
  'user.or.token.invalid',
  'CUSTOMER_NOT_LOGIN',
]);

/** The text to show for an error code in the current language. */
export const errorText = (code: string, serverMessage?: string): string => errorMessage(code, serverMessage);

/** An API failure the caller can show: `code` is the server's (or a client code), `message` the server's text. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** docs/product/states.md#login: a failed login that now requires a captcha. */
  readonly captcha: boolean;
  constructor(code: string, message: string, status: number, captcha = false) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.captcha = captcha;
  }
  get isNetwork(): boolean {
    return this.code === 'network.offline' || this.code === 'network.timeout';
  }
  get isSessionExpired(): boolean {
    return sessionExpiredCodes.has(this.code);
  }
  /** The catalogue text in the current language. */
  get text(): string {
    return errorText(this.code, this.message);
  }
}
