export { VendorStrip } from './VendorStrip.tsx';
export type { GameVendor, VendorStripProps } from './VendorStrip.tsx';
