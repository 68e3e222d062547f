export { createIcon } from './Icon.tsx';
export type { IconComponent, IconProps, IconSize } from './Icon.tsx';
// Every export of icons.tsx is an icon; the kit's public index names each of them by hand
// (CONTRIBUTING: no `export *` there), so the list is kept in that one place.
export * from './icons.tsx';
