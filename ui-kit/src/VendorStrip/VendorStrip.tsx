import { useLabels } from '../provider/KitProvider.tsx';
import { Name, Track, Vendor } from './VendorStrip.styles.ts';

export interface GameVendor {
  /** Vendor code (vassalage), e.g. 'TCG_SEA'. */
  value: string;
  /** Display name. */
  name: string;
  /** Logo as a local or data: URL; the name shows under it. */
  logo?: string;
}

export interface VendorStripProps {
  /** Vendors after the All entry (the app leaves out esport and cockfight ones, docs/product/constants.md#vendor-codes). */
  vendors: ReadonlyArray<GameVendor>;
  /** The chosen vendor code; '' is All. */
  value: string;
  /** Called with a vendor code, or '' for All. */
  onValueChange: (value: string) => void;
  /** Accessible name of the group, e.g. 'Vendors'. @default the kit's 'Vendors' label */
  'aria-label'?: string;
}

/** The game list's vendor filter: All plus vendor logos, four per slide (docs/product/home-and-games.md#game-list: game list). */
export function VendorStrip({ vendors, value, onValueChange, 'aria-label': ariaLabel }: VendorStripProps) {
  const labels = useLabels();
  const entries: GameVendor[] = [{ value: '', name: labels.allVendors }, ...vendors];
  return (
    <Track role="group" aria-label={ariaLabel ?? labels.filterVendors}>
      {entries.map((v) => (
        <Vendor
          key={v.value || 'all'}
          type="button"
          aria-pressed={v.value === value}
          onClick={() => onValueChange(v.value)}
        >
          {v.logo && <img src={v.logo} alt="" />}
          <Name>{v.name}</Name>
        </Vendor>
      ))}
    </Track>
  );
}
