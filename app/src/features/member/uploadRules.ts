/** spec 5 promo application: png/jpg images, max 5 MB each, up to 3. */
export const maxImages = 3;
export const maxImageBytes = 5 * 1024 * 1024;
const types = new Set(['image/png', 'image/jpeg']);

export interface ImageProblem {
  name: string;
  kind: 'type' | 'size' | 'count';
}

/** Adds picked files to the kept ones; answers what was accepted and why the rest was not. */
export function imageProblems<F extends { name: string; type: string; size: number }>(
  kept: F[],
  picked: F[],
): { accepted: F[]; problems: ImageProblem[] } {
  const accepted = [...kept];
  const problems: ImageProblem[] = [];
  for (const f of picked) {
    if (!types.has(f.type)) problems.push({ name: f.name, kind: 'type' });
    else if (f.size > maxImageBytes) problems.push({ name: f.name, kind: 'size' });
    else if (accepted.length >= maxImages) problems.push({ name: f.name, kind: 'count' });
    else accepted.push(f);
  }
  return { accepted, problems };
}
