import type { Catalogue } from '../../i18n/catalogue.ts';
import type { PagesTexts } from './i18n.ts';

/** German (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when German is shown. */
export const pagesDe: Catalogue<PagesTexts> = {
  help: {
    title: 'Hilfe',
    intro: 'So holen Sie das Beste aus Quizmaker heraus.',
    stepsTitle: 'Erste Schritte',
    steps: {
      account: 'Erstellen Sie auf der Registrierungsseite ein Konto und melden Sie sich dann an.',
      browse: 'Öffnen Sie „Alle Quizze“, um Quizze zu finden, die andere veröffentlicht haben.',
      take: 'Beantworten Sie ein Quiz Frage für Frage, alle Fragen auf einmal oder auf Zeit. Versuche ohne Zeitlimit können Sie pausieren und später fortsetzen.',
      create:
        'Erstellen Sie unter „Meine Quizze“ eigene Quizze oder generieren Sie unter „Dokumente“ eines aus einem Dokument.',
      progress: 'Verfolgen Sie Ihren Fortschritt auf der Statistikseite und in den Ergebnissen jedes Quiz.',
    },
    faq: {
      student: {
        title: 'Für Lernende',
        retake: {
          q: 'Kann ich ein Quiz wiederholen?',
          a: 'Ja, sofern der Autor Wiederholungen nicht deaktiviert hat. In der Bestenliste zählt Ihre beste Punktzahl.',
        },
        pause: {
          q: 'Was passiert, wenn ich den Tab während eines Quiz schließe?',
          a: 'Ihre Antworten werden laufend gespeichert; kehren Sie zum Quiz zurück, um fortzufahren. Bei Versuchen mit Zeitlimit läuft die Zeit auf dem Server weiter.',
        },
        results: {
          q: 'Wann sehe ich die richtigen Antworten?',
          a: 'Nach dem Abschluss, es sei denn, der Autor hat festgelegt, dass nach jeder Antwort eine Rückmeldung erscheint.',
        },
      },
      creator: {
        title: 'Für Quiz-Ersteller',
        generate: {
          q: 'Wie funktioniert die KI-Generierung?',
          a: 'Laden Sie ein PDF-, Word- oder Textdokument hoch (oder fügen Sie Text ein), wählen Sie Fragetypen und Anzahl und prüfen Sie den Entwurf vor der Veröffentlichung.',
        },
        tokens: {
          q: 'Was sind Tokens?',
          a: 'Die Generierung kostet Tokens, die vor dem Start geschätzt werden. Kaufen Sie sie in Ihrem Profil unter „Tokens aufladen“.',
        },
        publish: {
          q: 'Wer kann mein Quiz sehen?',
          a: 'Nur Sie, bis Sie es mit öffentlicher Sichtbarkeit veröffentlichen.',
        },
      },
      admin: {
        title: 'Für Administratoren',
        deactivate: {
          q: 'Wie sperre ich ein Konto?',
          a: 'Öffnen Sie die Benutzerverwaltung, suchen Sie den Benutzer und wählen Sie „Deaktivieren“. Er wird sofort abgemeldet.',
        },
        diagnostics: {
          q: 'Wie prüfe ich die KI-Konfiguration?',
          a: 'Die KI-Diagnose unter „Administration“ zeigt den Generator, die Warteschlange und die Anzahl der Jobs.',
        },
      },
    },
    live: {
      title: 'Live-Sitzungen',
      join: 'Zum Mitspielen öffnen Sie „Live spielen“ (/play) auf dem Handy oder den Link bzw. QR-Code vom Bildschirm der Spielleitung und geben die 6-stellige Spiel-PIN und einen Spitznamen ein. Angemeldete Personen spielen unter ihrem Benutzernamen. Lädt die Seite neu oder bricht das Netz kurz ab, kommen Sie als dieselbe Person mit Ihrem Punktestand zurück.',
      scoring:
        'Eine richtige Antwort bringt bis zu 1.000 Punkte: alle bei sofortiger Antwort, gleichmäßig fallend bis zur Hälfte bei Ablauf der Zeit (Punkte = round(1000 × Bewertung × (1 − benötigte Zeit / verfügbare Zeit / 2))). Eine falsche oder fehlende Antwort bringt nichts.',
      partial:
        'Vergibt das Quiz Teilpunkte, bringen Mehrfachauswahl, Lückentext und Reihenfolge für eine teilweise richtige Antwort einen Teil der Punkte.',
      oneAnswer: 'Sie antworten auf jede Frage einmal; die erste Antwort zählt.',
      ranks: 'Gleiche Punktestände teilen sich einen Platz (1, 1, 3).',
      types:
        'Live gespielt werden: Einfachauswahl, Mehrfachauswahl, Wahr / Falsch, Freitext, Lückentext und Reihenfolge. Fragen zu Regelkonformität, Hotspot und Zuordnung werden ausgelassen, und die Spielleitung erfährt, warum.',
    },
    moreQuestions: 'Kommen Sie nicht weiter?',
    contactLink: 'Schreiben Sie uns.',
  },
  about: {
    intro: 'Quizmaker ist der Ort, um Quizze zu erstellen, zu teilen und zu beantworten.',
    what: {
      title: 'Was es ist',
      body: 'Eine Quiz-Plattform mit neun Fragetypen, Versuchen mit und ohne Zeitlimit, Ergebnissen und Statistiken sowie einer KI, die Quizze aus Ihren eigenen Dokumenten entwirft.',
    },
    who: {
      title: 'Für wen es ist',
      body: 'Für Lernende, die sich selbst testen möchten, für Lehrkräfte und Trainer, die Quizze für andere schreiben, und für Teams, die ihre Dokumente in Übungsmaterial verwandeln.',
    },
    how: {
      title: 'Wie es funktioniert',
      body: 'Alles läuft als eine einzige Webanwendung mit eigener Datenbank. Die KI-Generierung wird mit Tokens bezahlt, damit ihre Kosten sichtbar und fair bleiben.',
    },
    open: {
      title: 'Ihre Daten',
      body: 'Ihre Quizze und Ergebnisse gehören Ihnen. In der Datenschutzerklärung erfahren Sie, was wir speichern und warum.',
    },
  },
  terms: {
    intro: 'Diese Bedingungen gelten für alle, die Quizmaker nutzen. Bitte lesen Sie sie; sie sind kurz.',
    service: {
      title: '1. Der Dienst',
      body: 'Mit Quizmaker können Sie Quizze erstellen, teilen und beantworten sowie mit KI aus Dokumenten generieren. Wir können Funktionen im Laufe der Zeit ändern oder verbessern.',
    },
    accounts: {
      title: '2. Ihr Konto',
      body: 'Sie sind für Ihr Konto verantwortlich und dafür, Ihr Passwort geheim zu halten. Informieren Sie uns umgehend, wenn Sie vermuten, dass jemand anderes es benutzt hat. Wir können Konten sperren, die gegen diese Bedingungen verstoßen.',
    },
    content: {
      title: '3. Ihre Inhalte',
      body: 'Sie behalten die Rechte an den Quizzen und Dokumenten, die Sie hochladen, und erlauben uns, sie zu speichern und anzuzeigen, soweit der Dienst es erfordert. Laden Sie nur Material hoch, zu dessen Nutzung Sie berechtigt sind.',
    },
    tokens: {
      title: '4. Tokens und Zahlungen',
      body: 'Mit Tokens wird die KI-Generierung bezahlt. Käufe werden von unserem Zahlungsanbieter abgewickelt. Tokens haben keinen Geldwert und werden nicht erstattet, außer wo das Gesetz es verlangt.',
    },
    conduct: {
      title: '5. Zulässige Nutzung',
      body: 'Laden Sie kein rechtswidriges, hasserfülltes oder rechteverletzendes Material hoch, versuchen Sie nicht, den Dienst zu stören oder zu überlasten, und greifen Sie nicht auf die Daten anderer zu.',
    },
    liability: {
      title: '6. Haftung',
      body: 'Der Dienst wird ohne Gewähr bereitgestellt. KI-generierte Fragen können falsch sein: Prüfen Sie sie, bevor Sie sich darauf verlassen. Unsere Haftung ist auf den Betrag begrenzt, den Sie uns in den letzten zwölf Monaten gezahlt haben.',
    },
    changes: {
      title: '7. Änderungen',
      body: 'Wir können diese Bedingungen aktualisieren. Wichtige Änderungen kündigen wir in der App an; wer Quizmaker nach einer Änderung weiter nutzt, akzeptiert die neuen Bedingungen.',
    },
  },
};
