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

/** One element of an icon's drawing: a path's `d` data, or a circle, an ellipse or a rectangle by its attributes. */
export type IconShape =
  | string
  | { circle: { cx: number; cy: number; r: number } }
  | { ellipse: { cx: number; cy: number; rx: number; ry: number } }
  | { rect: { x: number; y: number; width: number; height: number; rx?: number } };

/**
 * Builds an inline SVG icon on a 24-unit grid, drawn in the current text colour. `paths` is the
 * drawing: the list of its shapes, drawn in that order, or SVG elements.
 *
 * Marked free of side effects (the annotation bundlers read): an icon module's
 * `export const XIcon = createIcon(...)` is then dropped when nothing draws XIcon, so a route's
 * chunks carry the icons it uses, not the set.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createIcon(name: string, paths: ReactNode | readonly IconShape[], filled = false): IconComponent {
  const drawing = isShapeList(paths) ? paths.map(drawShape) : paths;
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

const isShapeList = (paths: ReactNode | readonly IconShape[]): paths is readonly IconShape[] =>
  Array.isArray(paths) && paths.every(isShape);

const isShape = (shape: unknown): shape is IconShape =>
  typeof shape === 'string' ||
  (typeof shape === 'object' && shape !== null && ('circle' in shape || 'ellipse' in shape || 'rect' in shape));

const drawShape = (shape: IconShape, index: number) => {
  if (typeof shape === 'string') return <path key={index} d={shape} />;
  if ('circle' in shape) return <circle key={index} {...shape.circle} />;
  if ('ellipse' in shape) return <ellipse key={index} {...shape.ellipse} />;
  return <rect key={index} {...shape.rect} />;
};
