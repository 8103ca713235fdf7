import type { Catalogue } from '../../i18n/catalogue.ts';
import type { PagesTexts } from './i18n.ts';

/** Spanish (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when Spanish is shown. */
export const pagesEs: Catalogue<PagesTexts> = {
  help: {
    title: 'Ayuda',
    intro: 'Cómo sacar el máximo partido a Quizmaker.',
    stepsTitle: 'Primeros pasos',
    steps: {
      account: 'Crea una cuenta en la página de registro e inicia sesión.',
      browse: 'Abre Todos los cuestionarios para encontrar los que otras personas han publicado.',
      take: 'Empieza un cuestionario pregunta a pregunta, todas a la vez o con tiempo. Los intentos sin tiempo se pueden pausar y reanudar.',
      create:
        'Crea tus propios cuestionarios en Mis cuestionarios o genera uno a partir de un documento en Documentos.',
      progress: 'Sigue tu progreso en la página de analíticas y en los resultados de cada cuestionario.',
    },
    faq: {
      student: {
        title: 'Para estudiantes',
        retake: {
          q: '¿Puedo repetir un cuestionario?',
          a: 'Sí, salvo que su autor haya desactivado la repetición. Tu mejor puntuación cuenta en la clasificación.',
        },
        pause: {
          q: '¿Qué pasa si cierro la pestaña durante un cuestionario?',
          a: 'Tus respuestas se guardan sobre la marcha; vuelve al cuestionario para continuar. Los intentos con tiempo siguen corriendo en el servidor.',
        },
        results: {
          q: '¿Cuándo veo las respuestas correctas?',
          a: 'Al terminar, salvo que el autor haya elegido mostrar la corrección después de cada respuesta.',
        },
      },
      creator: {
        title: 'Para creadores de cuestionarios',
        generate: {
          q: '¿Cómo funciona la generación con IA?',
          a: 'Sube un documento PDF, Word o de texto (o pega un texto), elige los tipos y el número de preguntas y revisa el borrador antes de publicarlo.',
        },
        tokens: {
          q: '¿Qué son los tokens?',
          a: 'La generación cuesta tokens, estimados antes de empezar. Cómpralos en Recargar tokens, en tu perfil.',
        },
        publish: {
          q: '¿Quién puede ver mi cuestionario?',
          a: 'Solo tú, hasta que lo publiques con visibilidad pública.',
        },
      },
      admin: {
        title: 'Para administradores',
        deactivate: {
          q: '¿Cómo suspendo una cuenta?',
          a: 'Abre Gestión de usuarios, busca al usuario y elige Desactivar. Su sesión se cierra al instante.',
        },
        diagnostics: {
          q: '¿Cómo compruebo la configuración de IA?',
          a: 'Diagnóstico de IA, en Administración, informa del generador, la cola y el número de trabajos.',
        },
      },
    },
    live: {
      title: 'Sesiones en directo',
      join: 'Para jugar, abre Jugar en directo (/play) en tu móvil, o el enlace o código QR de la pantalla del anfitrión, e introduce el PIN de 6 dígitos del juego y un apodo. Quien ha iniciado sesión juega con su nombre de usuario. Si la página se recarga o la red se corta un momento, vuelves como el mismo jugador con tu puntuación.',
      scoring:
        'Una respuesta correcta da hasta 1.000 puntos: todos si respondes al instante, bajando de forma uniforme hasta la mitad al acabar el tiempo (puntos = round(1000 × nota × (1 − tiempo usado / tiempo disponible / 2))). Una respuesta incorrecta o ninguna no da puntos.',
      partial:
        'Si el cuestionario da crédito parcial, Opción múltiple (varias respuestas), Rellenar huecos y Ordenación dan parte de los puntos por una respuesta parcialmente correcta.',
      oneAnswer: 'Respondes a cada pregunta una sola vez; cuenta tu primera respuesta.',
      ranks: 'Las puntuaciones iguales comparten puesto (1, 1, 3).',
      types:
        'Se juegan en directo: Opción múltiple (una y varias respuestas), Verdadero / Falso, Respuesta abierta, Rellenar huecos y Ordenación. Las preguntas de Cumplimiento, Zona activa y Emparejamiento se omiten, y el anfitrión sabe por qué.',
    },
    moreQuestions: '¿Sigues con dudas?',
    contactLink: 'Escríbenos.',
  },
  about: {
    intro: 'Quizmaker es un lugar para crear, compartir y responder cuestionarios.',
    what: {
      title: 'Qué es',
      body: 'Una plataforma de cuestionarios con nueve tipos de pregunta, intentos con y sin tiempo, resultados y analíticas, y una IA que prepara cuestionarios a partir de tus propios documentos.',
    },
    who: {
      title: 'Para quién es',
      body: 'Estudiantes que quieren ponerse a prueba, docentes y formadores que escriben cuestionarios para otros y equipos que convierten sus documentos en material de práctica.',
    },
    how: {
      title: 'Cómo funciona',
      body: 'Todo funciona como una única aplicación web con su propia base de datos. La generación con IA se paga con tokens para que su coste sea visible y justo.',
    },
    open: {
      title: 'Tus datos',
      body: 'Tus cuestionarios y resultados te pertenecen. Consulta la Política de privacidad para saber qué guardamos y por qué.',
    },
  },
  terms: {
    intro: 'Estas condiciones se aplican a todas las personas que usan Quizmaker. Léelas, por favor: son breves.',
    service: {
      title: '1. El servicio',
      body: 'Quizmaker te permite crear, compartir y responder cuestionarios, y generarlos con IA a partir de documentos. Podemos cambiar o mejorar las funciones con el tiempo.',
    },
    accounts: {
      title: '2. Tu cuenta',
      body: 'Eres responsable de tu cuenta y de mantener tu contraseña en secreto. Avísanos enseguida si crees que otra persona la ha usado. Podemos suspender las cuentas que incumplan estas condiciones.',
    },
    content: {
      title: '3. Tu contenido',
      body: 'Conservas los derechos de los cuestionarios y documentos que subes y nos das permiso para guardarlos y mostrarlos según lo necesite el servicio. Sube solo material que tengas derecho a usar.',
    },
    tokens: {
      title: '4. Tokens y pagos',
      body: 'Los tokens pagan la generación con IA. Las compras las procesa nuestro proveedor de pagos. Los tokens no tienen valor monetario y no son reembolsables salvo cuando la ley lo exija.',
    },
    conduct: {
      title: '5. Uso aceptable',
      body: 'No subas material ilegal, de odio o que infrinja derechos, no intentes romper ni sobrecargar el servicio y no accedas a los datos de otras personas.',
    },
    liability: {
      title: '6. Responsabilidad',
      body: 'El servicio se ofrece tal cual. Las preguntas generadas por IA pueden contener errores: revísalas antes de fiarte de ellas. Nuestra responsabilidad se limita a lo que nos hayas pagado en los últimos doce meses.',
    },
    changes: {
      title: '7. Cambios',
      body: 'Podemos actualizar estas condiciones. Anunciaremos los cambios importantes en la aplicación; seguir usando Quizmaker después de un cambio supone aceptar las nuevas condiciones.',
    },
  },
};
