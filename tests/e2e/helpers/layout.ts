/** A box as a page measures it (a DOMRect's edges), returned from the browser as plain numbers. */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Two boxes that share no pixel: one is wholly left of, right of, above or below the other. */
export function apart(a: Box, b: Box): boolean {
  return a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
}
