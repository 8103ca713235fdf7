import type { LivePlayTexts } from './i18n.ts';

/** The German texts of the live player's screens (same keys as `./i18n.ts`), loaded only when German is shown. */
const de: LivePlayTexts = {
  title: 'Live spielen',
  join: {
    heading: 'An einem Live-Spiel teilnehmen',
    intro: 'Geben Sie die Spiel-PIN vom Bildschirm der Spielleitung ein.',
    pin: 'Spiel-PIN',
    pinHint: '6 Ziffern',
    nickname: 'Spitzname',
    nicknameHint: '4 bis 20 Zeichen, für alle im Raum sichtbar.',
    asUser: 'Sie spielen als {{username}}.',
    submit: 'Teilnehmen',
    joining: 'Wird verbunden…',
  },
  status: {
    reconnecting: 'Verbindung wird wiederhergestellt…',
    connecting: 'Wird verbunden…',
  },
  lobby: {
    heading: 'Sie sind dabei!',
    waiting: 'Warten, bis die Spielleitung startet',
    nickname: 'Ihr Spitzname: {{nickname}}',
  },
  between: {
    waiting: 'Warten auf die nächste Frage',
  },
  question: {
    heading: 'Frage {{number}} von {{total}}',
    secondsLeft_one: 'Noch {{count}} Sekunde',
    secondsLeft_other: 'Noch {{count}} Sekunden',
    timeUp: 'Die Zeit ist um',
    submit: 'Antwort senden',
    sending: 'Wird gesendet…',
    received: 'Antwort erhalten',
    receivedHint: 'Warten Sie auf die anderen und die Auflösung.',
    notSent: 'Ihre Antwort wurde nicht gesendet: Die Verbindung fehlt. Versuchen Sie es gleich noch einmal.',
    paused: 'Von der Spielleitung angehalten',
    pausedHint: 'Die Uhr steht, bis die Spielleitung fortsetzt.',
    image: 'Bild zur Frage',
  },
  reveal: {
    correct: 'Richtig!',
    partial: 'Teilweise richtig',
    wrong: 'Falsch',
    noAnswer: 'Keine Antwort',
    points: '+{{points}} Punkte',
    score: 'Punktestand: {{score}}',
    rank: 'Platz: {{rank}}',
    next: 'Warten Sie auf die nächste Frage.',
    final: 'Warten Sie auf das Endergebnis.',
  },
  leaderboard: {
    heading: 'Bestenliste',
    entry: '{{rank}}. {{nickname}}: {{score}} Punkte',
    you: 'Sie',
  },
  skipped: {
    heading: 'Frage übersprungen',
    text: 'Die Spielleitung hat Frage {{number}} übersprungen. Sie zählt nicht.',
  },
  ended: {
    heading: 'Spiel beendet',
    rank: 'Sie haben Platz {{rank}} mit {{score}} Punkten erreicht.',
    podium: 'Siegertreppchen',
    place: 'Platz {{rank}}',
    points: '{{score}} Punkte',
    again: 'An einem anderen Spiel teilnehmen',
  },
  removed: {
    heading: 'Sie haben das Spiel verlassen',
    again: 'Erneut teilnehmen',
  },
  player: '{{nickname}} · {{score}} Punkte',
};

/** The live player's German catalogue, under the one top-level key `livePlay`. */
export const livePlayDe = { livePlay: de };
