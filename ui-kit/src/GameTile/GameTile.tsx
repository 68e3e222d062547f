import { memo, useState } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import {
  Badges,
  Caption,
  Fallback,
  FavouriteButton,
  Icon,
  IconFrame,
  LaunchButton,
  Name,
  Picture,
  Tile,
  VendorLogo,
} from './GameTile.styles.ts';
import { vendorLogoKey } from './vendorLogo.ts';

export type GameBadge = 'new' | 'hot';

/** A `<source>` of a picture: the same image in another format, at several widths. */
export interface ImageSource {
  /** The format, e.g. 'image/avif'; a browser that cannot decode it uses the next source. */
  type: string;
  /** Width descriptors, e.g. '/a.avif?w=120 120w, /a.avif?w=240 240w'. */
  srcSet: string;
}

interface GameTileBase {
  /** The game's name; two lines, then an ellipsis. It is the tile's accessible name. */
  name: string;
  /** The game icon (a square image). */
  iconUrl: string;
  /**
   * The icon in better formats at several widths (AVIF, WebP), best first; `iconUrl` stays the
   * fallback. @default none: the icon is `iconUrl` alone
   */
  iconSources?: readonly ImageSource[];
  /** How wide the icon is drawn, for the browser's pick among `iconSources`' widths. @default '30vw' */
  iconSizes?: string;
  /** The vendor code, e.g. 'PG' or 'TCG_LOTTO_VN'; its logo shows under the name. */
  vendor?: string;
  /** Maps a logo key (see vendorLogoKey: TCG* and BTI* share one) to an image URL. */
  resolveVendorLogo?: (logoKey: string) => string | undefined;
  /** NEW and HOT ribbons. @default [] */
  badges?: readonly GameBadge[];
  /** Words on the ribbons. @default { new: 'NEW', hot: 'HOT' } */
  badgeText?: Readonly<Record<GameBadge, string>>;
  /**
   * Above the fold: load the icon eagerly instead of lazily. 'high' also fetches it first: the
   * page's largest image (a list page's first tile), one per page. @default false
   */
  priority?: boolean | 'high';
  /** Opens the game. */
  onLaunch: () => void;
}

type FavouriteProps =
  | {
      /** Whether the game is a favourite; shown as a filled star with aria-pressed. */
      isFavourite: boolean;
      /** Called with the new state when the star is pressed. */
      onToggleFavourite: (next: boolean) => void;
      /** The star's accessible name, e.g. "Favourite". */
      favouriteLabel: string;
    }
  | { isFavourite?: never; onToggleFavourite?: never; favouriteLabel?: never };

export type GameTileProps = GameTileBase & FavouriteProps;

const DEFAULT_BADGE_TEXT: Readonly<Record<GameBadge, string>> = { new: 'NEW', hot: 'HOT' };
const NO_BADGES: readonly GameBadge[] = [];

function StarGlyph({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinejoin="round" d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}

function ControllerGlyph() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path
        strokeLinejoin="round"
        d="M14 14h20c5 0 8 4 9 10l1.5 8c.6 3.5-2 6-5 6-2 0-3.5-1-4.5-3l-2-4H15l-2 4c-1 2-2.5 3-4.5 3-3 0-5.6-2.5-5-6L5 24c1-6 4-10 9-10z"
      />
      <path strokeLinecap="round" d="M15 21v8M11 25h8" />
      <circle cx="32" cy="23" r="1.5" fill="currentColor" />
      <circle cx="36" cy="27" r="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * A game in the lobby: icon, name, vendor logo, NEW/HOT ribbons and a favourite star. The icon
 * box has a fixed aspect ratio so nothing shifts while it loads; a broken icon becomes a designed
 * placeholder. Memoised: in a grid only the tile whose props changed re-renders.
 */
export const GameTile = memo(function GameTile({
  name,
  iconUrl,
  iconSources,
  iconSizes = '30vw',
  vendor,
  resolveVendorLogo,
  badges = NO_BADGES,
  badgeText = DEFAULT_BADGE_TEXT,
  priority = false,
  onLaunch,
  isFavourite,
  onToggleFavourite,
  favouriteLabel,
}: GameTileProps) {
  // Remember which URL failed, so a new URL gets its own chance without an effect.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === iconUrl;
  const logoUrl = vendor && resolveVendorLogo ? resolveVendorLogo(vendorLogoKey(vendor)) : undefined;
  const icon = (
    <Icon
      src={iconUrl}
      alt=""
      width={240}
      height={240}
      // Eager above the fold; high priority only for the page's largest image (React 18 knows only
      // the lower-case attribute).
      loading={priority ? 'eager' : 'lazy'}
      {...(priority === 'high' ? { fetchpriority: 'high' } : {})}
      decoding="async"
      onError={() => setFailedUrl(iconUrl)}
    />
  );

  return (
    <Tile>
      <LaunchButton type="button" onClick={onLaunch}>
        <IconFrame>
          {failed ? (
            <Fallback>
              <ControllerGlyph />
            </Fallback>
          ) : iconSources?.length ? (
            <Picture>
              {iconSources.map((source) => (
                <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={iconSizes} />
              ))}
              {icon}
            </Picture>
          ) : (
            icon
          )}
          {badges.length > 0 && (
            <Badges>
              {badges.map((b) => (
                <Badge key={b} text={badgeText[b]} tone={b === 'hot' ? 'danger' : 'accent'} />
              ))}
            </Badges>
          )}
        </IconFrame>
        <Caption>
          <Name>{name}</Name>
          {logoUrl && vendor && <VendorLogo src={logoUrl} alt={vendor} loading="lazy" decoding="async" />}
        </Caption>
      </LaunchButton>
      {onToggleFavourite && (
        <FavouriteButton
          type="button"
          aria-label={favouriteLabel}
          aria-pressed={isFavourite === true}
          onClick={() => onToggleFavourite(!isFavourite)}
        >
          <StarGlyph filled={isFavourite === true} />
        </FavouriteButton>
      )}
    </Tile>
  );
});
