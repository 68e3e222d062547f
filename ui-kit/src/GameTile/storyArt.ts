/** Local, deterministic art for stories and tests (no remote images). */
export function gameIcon(hue: number, shape: 'circle' | 'diamond' | 'star' = 'circle'): string {
  const glyph =
    shape === 'circle'
      ? '<circle cx="50" cy="50" r="22" fill="white" fill-opacity="0.85"/>'
      : shape === 'diamond'
        ? '<path d="M50 24 76 50 50 76 24 50z" fill="white" fill-opacity="0.85"/>'
        : '<path d="m50 22 8 18 20 2-15 13 4 20-17-10-17 10 4-20-15-13 20-2z" fill="white" fill-opacity="0.85"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 30%)"/></linearGradient></defs><rect width="100" height="100" fill="url(#g)"/>${glyph}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function vendorLogo(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 20"><rect width="60" height="20" rx="6" fill="${color}"/><rect x="8" y="7" width="44" height="6" rx="3" fill="white"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An icon URL that fails to decode, for the broken-image fallback. */
export const brokenIcon = 'data:image/png;base64,broken';
