/**
 * Where a story paints one colour, read from the browser's computed styles (not from pixels): the
 * oracle of the token-change check (tests/tooling/token-change.ts). Given the colour's "r, g, b"
 * triple, returns up to 8 places (tag.class and the property) where a visible box, text, border,
 * shadow or SVG shape of the rendered page uses it, and `area`: the px² of the visible boxes that
 * use it (an upper bound of the pixels it can change). Runs inside the page, so it is self-contained.
 */
export function paintsColour(rgb: string): { places: string[]; area: number } {
  const wanted = [`rgb(${rgb})`, `rgba(${rgb},`, `rgb(${rgb} /`];
  const has = (value: string | null | undefined) => !!value && wanted.some((w) => value.includes(w));
  const width = (v: string) => parseFloat(v) > 0;
  const doc = document.documentElement;
  const page = {
    left: 0,
    top: 0,
    right: Math.max(doc.scrollWidth, innerWidth),
    bottom: Math.max(doc.scrollHeight, innerHeight),
  };
  type Box = { left: number; top: number; right: number; bottom: number };
  const meet = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (b: Box) => b.right - b.left < 0.5 || b.bottom - b.top < 0.5;
  /** The part of an element's box the screenshot can show (clipped by clipping ancestors), in px². */
  const visible = (el: Element, margin: number): number => {
    const r = el.getBoundingClientRect();
    let box: Box = {
      left: r.left + scrollX - margin,
      top: r.top + scrollY - margin,
      right: r.right + scrollX + margin,
      bottom: r.bottom + scrollY + margin,
    };
    for (let a = el.parentElement; a && a !== doc; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.position === 'fixed') break;
      if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
        const ar = a.getBoundingClientRect();
        box = meet(box, {
          left: ar.left + scrollX,
          top: ar.top + scrollY,
          right: ar.right + scrollX,
          bottom: ar.bottom + scrollY,
        });
      }
    }
    box = meet(box, page);
    return empty(box) ? 0 : (box.right - box.left) * (box.bottom - box.top);
  };
  const ownText = (el: Element) =>
    Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
  const places: string[] = [];
  const name = (el: Element, pseudo: string) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
      typeof el.className === 'string' && el.className
        ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
        : ''
    }${pseudo}`;

  let area = 0;
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    // Shadows and outlines paint outside the box; a zero-size host can still show a pseudo element.
    if (!visible(el, 4)) continue;
    for (const pseudo of ['', '::before', '::after']) {
      const cs = getComputedStyle(el, pseudo || null);
      if (pseudo && (cs.content === 'none' || cs.content === 'normal' || cs.display === 'none')) continue;
      const r = pseudo
        ? { width: parseFloat(cs.width) || 1, height: parseFloat(cs.height) || 1 }
        : el.getBoundingClientRect();
      const sized = r.width > 0 && r.height > 0;
      const hit: string[] = [];
      if (sized && (has(cs.backgroundColor) || has(cs.backgroundImage))) hit.push('background');
      for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
        const style = cs.getPropertyValue(`border-${side.toLowerCase()}-style`);
        if (
          style !== 'none' &&
          style !== 'hidden' &&
          width(cs.getPropertyValue(`border-${side.toLowerCase()}-width`)) &&
          has(cs.getPropertyValue(`border-${side.toLowerCase()}-color`))
        ) {
          hit.push(`border-${side.toLowerCase()}`);
          break;
        }
      }
      if (cs.outlineStyle !== 'none' && width(cs.outlineWidth) && has(cs.outlineColor)) hit.push('outline');
      if (has(cs.boxShadow)) hit.push('box-shadow');
      const text = pseudo ? /^["'].+["']$/.test(cs.content) : ownText(el);
      if (
        text &&
        (has(cs.color) || has(cs.textShadow) || (cs.textDecorationLine !== 'none' && has(cs.textDecorationColor)))
      )
        hit.push('text');
      if (
        !pseudo &&
        el instanceof SVGGraphicsElement &&
        !(el instanceof SVGSVGElement) &&
        !(el instanceof SVGGElement)
      ) {
        if (cs.fill !== 'none' && has(cs.fill)) hit.push('fill');
        if (cs.stroke !== 'none' && width(cs.strokeWidth) && has(cs.stroke)) hit.push('stroke');
      }
      if (!hit.length) continue;
      area += pseudo ? Math.max(r.width * r.height, 1) : Math.max(visible(el, 0), 1);
      if (places.length < 8) places.push(`${name(el, pseudo)} (${hit.join(', ')})`);
    }
  }
  return { places, area: Math.round(area) };
}
