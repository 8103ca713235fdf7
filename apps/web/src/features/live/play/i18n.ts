/** Strings of the player's live screens at /play (issue 22). Loaded with the route under `livePlay`. */
const en = {
  title: 'Play live',
  join: {
    heading: 'Join a live game',
    intro: 'Enter the game PIN shown on the host’s screen.',
    pin: 'Game PIN',
    pinHint: '6 digits',
    nickname: 'Nickname',
    nicknameHint: '4 to 20 characters, shown to everybody in the room.',
    asUser: 'You play as {{username}}.',
    submit: 'Join',
    joining: 'Joining…',
  },
  status: {
    reconnecting: 'Reconnecting…',
    connecting: 'Connecting…',
  },
  lobby: {
    heading: 'You’re in!',
    waiting: 'Waiting for the host to start',
    nickname: 'Your nickname: {{nickname}}',
  },
  between: {
    waiting: 'Waiting for the next question',
  },
  question: {
    heading: 'Question {{number}} of {{total}}',
    secondsLeft_one: '{{count}} second left',
    secondsLeft_other: '{{count}} seconds left',
    timeUp: 'Time’s up',
    submit: 'Submit answer',
    sending: 'Sending…',
    received: 'Answer received',
    receivedHint: 'Wait for the others and the answer.',
    notSent: 'Your answer was not sent: the connection is away. Try again in a moment.',
    paused: 'Paused by the host',
    pausedHint: 'The clock stops until the host resumes.',
    image: 'Picture of the question',
  },
  reveal: {
    correct: 'Correct!',
    partial: 'Partly correct',
    wrong: 'Wrong',
    noAnswer: 'No answer',
    points: '+{{points}} points',
    score: 'Score: {{score}}',
    rank: 'Rank: {{rank}}',
    next: 'Wait for the next question.',
    final: 'Wait for the final results.',
  },
  leaderboard: {
    heading: 'Top players',
    entry: '{{rank}}. {{nickname}}: {{score}} points',
    you: 'You',
  },
  skipped: {
    heading: 'Question skipped',
    text: 'The host skipped question {{number}}. It does not count.',
  },
  ended: {
    heading: 'Game over',
    rank: 'You finished in place {{rank}} with {{score}} points.',
    podium: 'Podium',
    place: 'Place {{rank}}',
    points: '{{score}} points',
    again: 'Join another game',
  },
  removed: {
    heading: 'You left the game',
    again: 'Join again',
  },
  player: '{{nickname}} · {{score}} points',
};

/** The English texts of this feature; the translations (`./i18n.{es,fr,de}.ts`) load only when their language is shown. */
export type LivePlayTexts = typeof en;

/** The live player's English catalogue, under the one top-level key `livePlay`. */
export const livePlayEn = { livePlay: en };
