import type { LivePlayTexts } from './i18n.ts';

/** The Spanish texts of the live player's screens (same keys as `./i18n.ts`), loaded only when Spanish is shown. */
const es: LivePlayTexts = {
  title: 'Jugar en directo',
  join: {
    heading: 'Unirse a un juego en directo',
    intro: 'Introduce el PIN del juego que aparece en la pantalla del anfitrión.',
    pin: 'PIN del juego',
    pinHint: '6 dígitos',
    nickname: 'Apodo',
    nicknameHint: 'De 4 a 20 caracteres, visible para todos en la sala.',
    asUser: 'Juegas como {{username}}.',
    submit: 'Unirse',
    joining: 'Uniéndote…',
  },
  status: {
    reconnecting: 'Reconectando…',
    connecting: 'Conectando…',
  },
  lobby: {
    heading: '¡Ya estás dentro!',
    waiting: 'Esperando a que el anfitrión empiece',
    nickname: 'Tu apodo: {{nickname}}',
  },
  between: {
    waiting: 'Esperando la siguiente pregunta',
  },
  question: {
    heading: 'Pregunta {{number}} de {{total}}',
    secondsLeft_one: 'Queda {{count}} segundo',
    secondsLeft_other: 'Quedan {{count}} segundos',
    timeUp: 'Se acabó el tiempo',
    submit: 'Enviar respuesta',
    sending: 'Enviando…',
    received: 'Respuesta recibida',
    receivedHint: 'Espera a los demás y a la respuesta.',
    notSent: 'Tu respuesta no se envió: no hay conexión. Vuelve a intentarlo en un momento.',
    paused: 'En pausa por el anfitrión',
    pausedHint: 'El reloj se detiene hasta que el anfitrión continúe.',
    image: 'Imagen de la pregunta',
  },
  reveal: {
    correct: '¡Correcto!',
    partial: 'Parcialmente correcto',
    wrong: 'Incorrecto',
    noAnswer: 'Sin respuesta',
    points: '+{{points}} puntos',
    score: 'Puntuación: {{score}}',
    rank: 'Puesto: {{rank}}',
    next: 'Espera la siguiente pregunta.',
    final: 'Espera los resultados finales.',
  },
  leaderboard: {
    heading: 'Mejores jugadores',
    entry: '{{rank}}. {{nickname}}: {{score}} puntos',
    you: 'Tú',
  },
  skipped: {
    heading: 'Pregunta omitida',
    text: 'El anfitrión omitió la pregunta {{number}}. No cuenta.',
  },
  ended: {
    heading: 'Fin del juego',
    rank: 'Terminaste en el puesto {{rank}} con {{score}} puntos.',
    podium: 'Podio',
    place: 'Puesto {{rank}}',
    points: '{{score}} puntos',
    again: 'Unirse a otro juego',
  },
  removed: {
    heading: 'Has salido del juego',
    again: 'Volver a unirse',
  },
  player: '{{nickname}} · {{score}} puntos',
};

/** The live player's Spanish catalogue, under the one top-level key `livePlay`. */
export const livePlayEs = { livePlay: es };
