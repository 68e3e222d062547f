/**
 * Favourites (docs/product/states.md#favourites): guests go to /m/login; adding is ignored if already a favourite;
 * removing updates the lists at once, then calls the server, and restores with a toast if the call
 * fails. The ids live in the game store (docs/product/data.md#games: a set of nodeIds as strings).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Game } from '@lobby/contract';
import { useEventCallback } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { loginPath } from '../../routes/paths.ts';
import { useSession, useToast } from '../../state/hooks.ts';
import { useFavouriteIdsState } from '../../state/atomHooks.ts';
import { sessionKey } from '../../state/session.ts';

let loadedFor: string | null = null;

export interface Favourites {
  ids: ReadonlySet<string>;
  /** Adds or removes; `onRemoved` lets a list drop the tile at once and `onRestored` put it back. */
  toggle: (
    game: Pick<Game, 'nodeId' | 'vassalage'>,
    hooks?: { onRemoved?: () => void; onRestored?: () => void },
  ) => void;
}

export function useFavourites(): Favourites {
  const { t } = useTranslation('games');
  const { session } = useSession();
  const [ids, setIds] = useFavouriteIdsState();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const busy = useRef(new Set<string>());

  useEffect(() => {
    if (!session) {
      loadedFor = null;
      return;
    }
    if (loadedFor === sessionKey(session)) return;
    loadedFor = sessionKey(session);
    call('favoriteIds').then(
      (list) => setIds(new Set(list)),
      () => {
        loadedFor = null;
      },
    );
  }, [session, setIds]);

  // One function for the page's life (see useLaunch): tiles hold it as a prop.
  const toggle = useEventCallback<Parameters<Favourites['toggle']>, void>((game, hooks) => {
    if (!session) {
      navigate(loginPath, { state: { from: location.pathname + location.search } });
      return;
    }
    // A double tap does one thing.
    if (busy.current.has(game.nodeId)) return;
    busy.current.add(game.nodeId);
    const done = () => busy.current.delete(game.nodeId);
    const fail = (err: unknown) =>
      toast.show(err instanceof ApiError ? `${t('favourite.failed')} ${err.text}` : t('favourite.failed'), {
        kind: 'error',
      });
    if (ids.has(game.nodeId)) {
      // docs/product/states.md#favourites: remove locally at once, then call the server; restore if it fails.
      setIds((s) => {
        const n = new Set(s);
        n.delete(game.nodeId);
        return n;
      });
      hooks?.onRemoved?.();
      call('favoriteRemove', { query: { nodeId: game.nodeId, vendor: game.vassalage } })
        .then((list) => setIds(new Set(list)))
        .catch((err: unknown) => {
          setIds((s) => new Set(s).add(game.nodeId));
          hooks?.onRestored?.();
          fail(err);
        })
        .finally(done);
    } else {
      setIds((s) => new Set(s).add(game.nodeId));
      call('favoriteAdd', { body: { nodeId: game.nodeId, vendor: game.vassalage } })
        .then((list) => setIds(new Set(list)))
        .catch((err: unknown) => {
          setIds((s) => {
            const n = new Set(s);
            n.delete(game.nodeId);
            return n;
          });
          fail(err);
        })
        .finally(done);
    }
  });

  return useMemo(() => ({ ids, toggle }), [ids, toggle]);
}
