import { ApiError, errorText } from '../../api/errors.ts';

/** The catalogue text of a failure (docs/product/errors.md#catalogue); unknown failures read 'Unknown error'. */
export const errorTextOf = (err: unknown): string => (err instanceof ApiError ? err.text : errorText('unknown.error'));
