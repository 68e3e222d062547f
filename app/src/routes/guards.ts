/**
 * Who may open a screen of the route table, as a pure rule the server and the browser share
 * (table.ts `agentOnly`; docs/product/agent.md#agent-home, docs/decisions/app-routes.md).
 */
import { isAgentType } from '@lobby/contract';
import { homePath } from './paths.ts';
import type { RouteEntry } from './table.ts';

/**
 * Where a visitor who may not open `entry` goes instead, or null when they may (or when the
 * screen's own session check decides: a guest on a screen that needs a session goes to login).
 */
export function sentAwayFrom(
  entry: Pick<RouteEntry, 'agentOnly' | 'session'>,
  session: { type: number } | null | undefined,
): string | null {
  if (!entry.agentOnly) return null;
  if (session) return isAgentType(session.type) ? null : homePath;
  return entry.session ? null : homePath;
}
