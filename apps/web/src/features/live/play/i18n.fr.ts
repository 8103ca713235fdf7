import type { LivePlayTexts } from './i18n.ts';

/** The French texts of the live player's screens (same keys as `./i18n.ts`), loaded only when French is shown. */
const fr: LivePlayTexts = {
  title: 'Jouer en direct',
  join: {
    heading: 'Rejoindre une partie en direct',
    intro: 'Saisissez le code PIN affiché sur l’écran de l’animateur.',
    pin: 'Code PIN de la partie',
    pinHint: '6 chiffres',
    nickname: 'Pseudo',
    nicknameHint: 'De 4 à 20 caractères, visible par toute la salle.',
    asUser: 'Vous jouez en tant que {{username}}.',
    submit: 'Rejoindre',
    joining: 'Connexion…',
  },
  status: {
    reconnecting: 'Reconnexion…',
    connecting: 'Connexion…',
  },
  lobby: {
    heading: 'Vous êtes dans la partie !',
    waiting: 'En attente du lancement par l’animateur',
    nickname: 'Votre pseudo : {{nickname}}',
  },
  between: {
    waiting: 'En attente de la question suivante',
  },
  question: {
    heading: 'Question {{number}} sur {{total}}',
    secondsLeft_one: 'Encore {{count}} seconde',
    secondsLeft_other: 'Encore {{count}} secondes',
    timeUp: 'Temps écoulé',
    submit: 'Envoyer la réponse',
    sending: 'Envoi…',
    received: 'Réponse reçue',
    receivedHint: 'Attendez les autres joueurs et la solution.',
    notSent: 'Votre réponse n’a pas été envoyée : la connexion est perdue. Réessayez dans un instant.',
    paused: 'En pause par l’animateur',
    pausedHint: 'Le chrono est arrêté jusqu’à la reprise.',
    image: 'Image de la question',
  },
  reveal: {
    correct: 'Bonne réponse !',
    partial: 'Partiellement juste',
    wrong: 'Mauvaise réponse',
    noAnswer: 'Pas de réponse',
    points: '+{{points}} points',
    score: 'Score : {{score}}',
    rank: 'Rang : {{rank}}',
    next: 'Attendez la question suivante.',
    final: 'Attendez les résultats finaux.',
  },
  leaderboard: {
    heading: 'Meilleurs joueurs',
    entry: '{{rank}}. {{nickname}} : {{score}} points',
    you: 'Vous',
  },
  skipped: {
    heading: 'Question passée',
    text: 'L’animateur a passé la question {{number}}. Elle ne compte pas.',
  },
  ended: {
    heading: 'Partie terminée',
    rank: 'Vous terminez à la place {{rank}} avec {{score}} points.',
    podium: 'Podium',
    place: 'Place {{rank}}',
    points: '{{score}} points',
    again: 'Rejoindre une autre partie',
  },
  removed: {
    heading: 'Vous avez quitté la partie',
    again: 'Rejoindre à nouveau',
  },
  player: '{{nickname}} · {{score}} points',
};

/** The live player's French catalogue, under the one top-level key `livePlay`. */
export const livePlayFr = { livePlay: fr };
