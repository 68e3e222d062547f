import { forwardRef } from 'react';
import type { ForwardRefExoticComponent, ReactNode, RefAttributes, SVGProps } from 'react';
import { theme } from '@lobby/tokens';

/** Icon sizes from the size tokens; '1em' follows the surrounding text. */
export type IconSize = '1em' | 'sm' | 'md';

const sizes: Record<IconSize, string> = { '1em': '1em', sm: theme.size.iconSm, md: theme.size.icon };

/**
 * An icon is decorative (aria-hidden) unless it stands alone and carries a `label`; a labelled icon
 * is an image with that name. `aria-hidden`/`role` are not props, so a named icon is never hidden by mistake.
 */
export interface IconProps extends Omit<
  SVGProps<SVGSVGElement>,
  'ref' | 'children' | 'aria-label' | 'aria-hidden' | 'role'
> {
  /** Width and height: '1em' follows the text, 'sm'/'md' read size.iconSm/size.icon. @default '1em' */
  size?: IconSize;
  /** Accessible name for an icon that stands alone; omit when visible text says the same. */
  label?: string;
}

/** What every icon export is. */
export type IconComponent = ForwardRefExoticComponent<IconProps & RefAttributes<SVGSVGElement>>;

/**
 * Builds an inline SVG icon on a 24-unit grid, drawn in the current text colour. `paths` is the
 * drawing: SVG elements, or for an icon drawn with paths only, the list of their `d` data.
 */
export function createIcon(name: string, paths: ReactNode | readonly string[], filled = false): IconComponent {
  const drawing = isPathData(paths) ? paths.map((d) => <path key={d} d={d} />) : paths;
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ size = '1em', label, style, ...rest }, ref) {
    const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
    return (
      <svg
        ref={ref}
        viewBox="0 0 24 24"
        width={sizes[size]}
        height={sizes[size]}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-icon={name}
        style={{ width: sizes[size], height: sizes[size], flex: 'none', ...style }}
        {...a11y}
        {...rest}
      >
        {drawing}
      </svg>
    );
  });
  Icon.displayName = `${name}Icon`;
  return Icon;
}

const isPathData = (paths: ReactNode | readonly string[]): paths is readonly string[] =>
  Array.isArray(paths) && paths.every((d) => typeof d === 'string');
