/** Reloads the page: a module of its own so tests can see the update flow reload (jsdom cannot). */
export function reloadPage(): void {
  window.location.reload();
}
