import type { LiveServerMessage } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { InProcessLiveHub, type LiveConnection } from './hub.ts';

function recording(): LiveConnection & { received: LiveServerMessage[] } {
  const received: LiveServerMessage[] = [];
  return { received, send: (message) => received.push(message), close: () => undefined };
}

const count = (questionIndex: number, answered: number, players: number): LiveServerMessage => ({
  type: 'answerCount',
  questionIndex,
  answered,
  players,
});

describe('InProcessLiveHub', () => {
  it('does not show the host an answer count lower than one it showed for the same question, until a player leaves', () => {
    const hub = new InProcessLiveHub();
    const host = recording();
    hub.attach('session', { role: 'host' }, host);
    hub.toHost('session', count(0, 2, 3));
    // Taken before the 2 (in another process) and arriving after it.
    hub.toHost('session', count(0, 1, 3));
    hub.toHost('session', count(0, 3, 3));
    // The next question starts from zero.
    hub.toHost('session', count(1, 1, 3));
    // A player who had answered leaves: the count may go down.
    hub.toHost('session', { type: 'players', players: [] });
    hub.toHost('session', count(1, 0, 2));
    expect(host.received).toEqual([
      count(0, 2, 3),
      count(0, 3, 3),
      count(1, 1, 3),
      { type: 'players', players: [] },
      count(1, 0, 2),
    ]);
  });

  it('sends each listed player its own message, and everyone the same one', () => {
    const hub = new InProcessLiveHub();
    const [host, ann, ben] = [recording(), recording(), recording()];
    hub.attach('session', { role: 'host' }, host);
    hub.attach('session', { role: 'player', playerId: 'ann' }, ann);
    hub.attach('session', { role: 'player', playerId: 'ben' }, ben);
    hub.toEachPlayer('session', ['ann', 'cid'], (playerId) => ({ type: 'error', message: `for ${playerId}` }));
    hub.toEveryone('session', { type: 'skipped', questionIndex: 0 });
    expect(ann.received).toEqual([
      { type: 'error', message: 'for ann' },
      { type: 'skipped', questionIndex: 0 },
    ]);
    expect(ben.received).toEqual([{ type: 'skipped', questionIndex: 0 }]);
    expect(host.received).toEqual([{ type: 'skipped', questionIndex: 0 }]);
  });
});
