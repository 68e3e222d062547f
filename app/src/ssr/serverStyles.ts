/**
 * The server's styled-components CSS, as two tags for the head (docs/decisions/web-server-rendering.md,
 * "Styles the browser keeps"):
 *
 * - the rules, in a plain `<style>`, which the browser keeps for the page's life;
 * - styled-components' markers only (which class names of which component the page already has),
 *   in the `<style data-styled>` tag that the library reads when it starts in the browser.
 *
 * Given one tag holding both, as `ServerStyleSheet` writes it, the library in the browser copies every
 * rule into a new tag of its own, one `insertRule` at a time, and removes the server's: on a phone
 * (8.6x CPU) that was about 450 ms of script and then about 600 ms recomputing the style of every
 * element, right as the page hydrates. Reading only the markers, it learns the same names (no
 * component generates its CSS again) and the page's styles are never touched. Rules the browser
 * adds later (a component the server did not render) go in the library's own tag, after these.
 */

/** styled-components' separator between the parts of its output (its SPLITTER). */
const splitter = '/*!sc*/\n';
/** A marker part: `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}`. */
const marker = /^data-styled\.g\d+\[id="[\w-]+"\]/;

export function splitServerStyles(styleTags: string): string {
  const tag = /^<style([^>]*)>([\s\S]*)<\/style>$/.exec(styleTags.trim());
  if (!tag) return styleTags;
  const [, attributes, css] = tag as unknown as [string, string, string];
  let rules = '';
  let markers = '';
  for (const part of css.split(splitter)) {
    if (!part.trim()) continue;
    if (marker.test(part.trim())) markers += part + splitter;
    else rules += part;
  }
  return `<style>${rules}</style><style${attributes}>${markers}</style>`;
}
