import type { LiveClientMessage } from '@quizmaker/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { LiveConnection, type LiveConnectionStatus } from '../connection.ts';
import { initialPlayState, playReducer, type PlayState } from './play-state.ts';

const STORAGE_KEY = 'qm-live-player';

/** What brings this tab's player back after a reload: the session's PIN and the token the server gave at the join. */
interface StoredPlayer {
  pin: string;
  rejoinToken: string;
}

/** Per tab on purpose (sessionStorage): a second tab is a second player, and closing the tab forgets the game. */
const storedPlayer = {
  load(): StoredPlayer | null {
    try {
      const raw = window.sessionStorage.getItem(STORAGE_KEY);
      const value: unknown = raw === null ? null : JSON.parse(raw);
      if (typeof value === 'object' && value !== null && 'pin' in value && 'rejoinToken' in value) {
        const { pin, rejoinToken } = value;
        if (typeof pin === 'string' && typeof rejoinToken === 'string') {
          return { pin, rejoinToken };
        }
      }
      return null;
    } catch {
      return null;
    }
  },
  save(value: StoredPlayer) {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    } catch {
      // kept in memory only: a lost network still rejoins, a reload does not
    }
  },
  clear() {
    try {
      window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // nothing stored
    }
  },
};

export interface JoinRequest {
  pin: string;
  nickname?: string;
  accessToken?: string;
}

export interface PlaySession {
  state: PlayState;
  status: LiveConnectionStatus | 'idle';
  /** The PIN of the last join or stored player, to fill the form again after a refusal. */
  lastPin: string | null;
  /** Rejoining the player this tab stored, before the server has answered. */
  resuming: boolean;
  join: (request: JoinRequest) => void;
  /** Sends the answer to the open question; false when the socket is away (nothing left the phone). */
  answer: (questionIndex: number, response: unknown) => boolean;
  draft: (questionIndex: number, response: unknown) => void;
  /** Shows why an answer did not leave the phone. */
  notSent: (message: string) => void;
  /** Forgets the game (after removal or the end) and shows the join form. */
  restart: () => void;
}

/**
 * The player's side of the live protocol: one LiveConnection whose hello is the join at first and the
 * rejoin (PIN and token, kept in sessionStorage) ever after, so a reload or a lost network brings the same
 * player back with their score. A refused join or rejoin closes the socket and shows the server's message.
 */
export function usePlaySession(): PlaySession {
  // A player stored by this tab (after a reload) is brought back at once: no form until the server answers.
  const [stored] = useState(() => storedPlayer.load());
  const [state, dispatch] = useReducer(playReducer, stored, (resumed) =>
    resumed === null ? initialPlayState : { ...initialPlayState, joining: true },
  );
  const [status, setStatus] = useState<LiveConnectionStatus | 'idle'>(stored === null ? 'idle' : 'connecting');
  const connection = useRef<LiveConnection | null>(null);
  const credentials = useRef<StoredPlayer | null>(stored);
  const pendingJoin = useRef<JoinRequest | null>(null);
  const joined = useRef(false);
  const [lastPin, setLastPin] = useState<string | null>(stored?.pin ?? null);
  const [resuming, setResuming] = useState(stored !== null);

  /** Opens a socket whose hello is the rejoin when this tab has a player, else the join asked for. */
  const connect = useCallback(() => {
    connection.current?.close();
    joined.current = false;
    const current = new LiveConnection({
      hello: (): LiveClientMessage | null => {
        if (credentials.current !== null) {
          return { type: 'rejoin', pin: credentials.current.pin, rejoinToken: credentials.current.rejoinToken };
        }
        const request = pendingJoin.current;
        return request === null ? null : { type: 'join', ...request };
      },
      onMessage: (message) => {
        if (connection.current !== current) {
          return;
        }
        if (message.type === 'joined' || message.type === 'error') {
          setResuming(false);
        }
        if (message.type === 'joined') {
          joined.current = true;
          const pin = credentials.current?.pin ?? pendingJoin.current?.pin ?? '';
          credentials.current = { pin, rejoinToken: message.rejoinToken };
          storedPlayer.save(credentials.current);
        } else if (message.type === 'error' && !joined.current) {
          // A refused join or rejoin: this socket has nothing more to do, and a stale token is forgotten.
          credentials.current = null;
          storedPlayer.clear();
          current.close();
          connection.current = null;
        } else if (message.type === 'removed' || message.type === 'ended') {
          credentials.current = null;
          storedPlayer.clear();
        }
        dispatch({ type: 'server', message });
      },
      onStatus: (next) => {
        if (connection.current !== current && next !== 'closed') {
          return;
        }
        if (next === 'reconnecting') {
          // The next socket says hello with the rejoin; until it is answered, an error is its refusal.
          joined.current = false;
          dispatch({ type: 'joining' });
        }
        setStatus(next);
      },
    });
    connection.current = current;
    current.open();
  }, []);

  useEffect(() => {
    if (credentials.current !== null) {
      connect();
    }
    return () => {
      connection.current?.close();
      connection.current = null;
    };
  }, [connect]);

  const join = useCallback(
    (request: JoinRequest) => {
      credentials.current = null;
      pendingJoin.current = request;
      setLastPin(request.pin);
      dispatch({ type: 'joining' });
      setStatus('connecting');
      connect();
    },
    [connect],
  );

  const answer = useCallback((questionIndex: number, response: unknown) => {
    const sent = connection.current?.send({ type: 'answer', questionIndex, response }) ?? false;
    if (sent) {
      dispatch({ type: 'sent', questionIndex });
    }
    return sent;
  }, []);

  const draft = useCallback((questionIndex: number, response: unknown) => {
    dispatch({ type: 'draft', questionIndex, response });
  }, []);

  const notSent = useCallback((message: string) => {
    dispatch({ type: 'notSent', message });
  }, []);

  const restart = useCallback(() => {
    connection.current?.close();
    connection.current = null;
    credentials.current = null;
    storedPlayer.clear();
    setResuming(false);
    setStatus('idle');
    dispatch({ type: 'restart' });
  }, []);

  return { state, status, lastPin, resuming, join, answer, draft, notSent, restart };
}
