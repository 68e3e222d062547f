import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionLost } from '../features/shared/useSessionLost.ts';
import { useSession } from '../state/hooks.ts';
import { sentAwayFrom } from './guards.ts';
import type { RouteEntry } from './table.ts';

/**
 * An agent's screen behind its rule (guards.ts): a visitor who may not open it is sent on before
 * the screen renders or asks the platform for anything. The server sends the same visitor a
 * redirect instead of the page (entry-server.tsx). A session that ends while the screen is open is
 * the shell's to answer (login, with the catalogue's text: useSessionLost), not this rule's.
 */
export function agentsOnly(entry: RouteEntry, Screen: ComponentType): ComponentType {
  function AgentScreen() {
    const { session } = useSession();
    const lost = useSessionLost(session);
    const away = sentAwayFrom(entry, session);
    if (!away) return <Screen />;
    return lost ? null : <Navigate to={away} replace />;
  }
  AgentScreen.displayName = `AgentsOnly(${entry.id})`;
  return AgentScreen;
}
