/** A value made safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
