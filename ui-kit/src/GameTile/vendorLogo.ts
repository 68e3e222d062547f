/**
 * The logo key for a vendor code. docs/product/constants.md#vendor-codes: vendor codes starting TCG or BTI share one logo, so
 * both map to 'TCG'; every other vendor has its own.
 */
export function vendorLogoKey(vendorCode: string): string {
  const code = vendorCode.trim().toUpperCase();
  return code.startsWith('TCG') || code.startsWith('BTI') ? 'TCG' : code;
}
