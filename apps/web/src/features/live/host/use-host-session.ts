import { liveMessages, type LiveClientMessage } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { liveSessionQuery } from '../../../api/live.ts';
import { tokens } from '../../../api/tokens.ts';
import { LiveConnection, type LiveConnectionOptions, type LiveConnectionStatus } from '../connection.ts';
import { hostReducer, initialHostState } from './host-state.ts';

/**
 * The host's side of a session: first the REST view (which checks the session is the caller's and, through
 * the api client, renews an expired access token), then the live socket, whose hello carries the current
 * access token on every (re)connection. Server messages build the screen's state; `send` issues commands.
 */
export function useHostSession(sessionId: string, createSocket?: LiveConnectionOptions['createSocket']) {
  const view = useQuery(liveSessionQuery(sessionId));
  const [state, dispatch] = useReducer(hostReducer, initialHostState);
  const [status, setStatus] = useState<LiveConnectionStatus>('connecting');
  const connection = useRef<LiveConnection | null>(null);
  const ready = view.isSuccess;
  const { refetch } = view;

  useEffect(() => {
    if (!ready) {
      return undefined;
    }
    const live = new LiveConnection({
      hello: () => {
        const accessToken = tokens.accessToken();
        return accessToken ? { type: 'host', sessionId, accessToken } : null;
      },
      onMessage: (message) => {
        dispatch(message);
        if (message.type === 'error' && message.message === liveMessages.signInExpired) {
          // The socket cannot renew a token; a REST call can. Then say hello again with the new one.
          void refetch().then(() => {
            live.close();
            live.open();
          });
        }
      },
      onStatus: setStatus,
      ...(createSocket ? { createSocket } : {}),
    });
    connection.current = live;
    live.open();
    return () => {
      live.close();
      connection.current = null;
    };
  }, [ready, sessionId, createSocket, refetch]);

  const send = useCallback((message: LiveClientMessage) => connection.current?.send(message) ?? false, []);
  const reconnect = useCallback(() => {
    connection.current?.close();
    connection.current?.open();
  }, []);

  return { view, state, status, send, reconnect };
}
