/**
 * A page story's first frame is settled when nothing is loading (no `aria-busy="true"`, no start-up
 * spinner) and the document has not changed for a quiet spell: data arrived, lazy pages and their
 * texts loaded, the 500 ms popup check ran. Generic on purpose: a page that changes needs no edit here.
 */
const busy = '[aria-busy="true"], [data-testid="outcome-loading"]';

export async function waitForSettledPage({ quietMs = 700, timeoutMs = 15_000 } = {}): Promise<void> {
  const started = performance.now();
  let lastChange = performance.now();
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    for (;;) {
      const now = performance.now();
      if (!document.querySelector(busy) && now - lastChange >= quietMs) return;
      if (now - started > timeoutMs) {
        throw new Error(
          `the page did not settle in ${timeoutMs} ms (${document.querySelector(busy) ? 'still loading' : 'still changing'})`,
        );
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    observer.disconnect();
  }
}
