import type { Messages } from '../messages';
import type { CommonMessages } from './en';

const common: Messages<CommonMessages> = {
  copy: { action: 'Kopieren', success: 'Erfolgreich kopiert', failure: 'Kopieren fehlgeschlagen. Bitte markieren Sie den Text und kopieren Sie ihn selbst.' },
  retry: 'Erneut versuchen',
  close: 'Schließen',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  loading: 'Wird geladen…',
  pagination: { label: 'Seitennavigation', previous: 'Vorherige Seite', next: 'Nächste Seite', page: 'Seite {{page}}' },
  empty: { title: 'Hier ist noch nichts', goHome: 'Zur Startseite' },
  image: { unavailable: 'Bild nicht verfügbar' },
  countdown: { label: 'Noch {{time}}', days: '{{days}} T. {{time}}' },
  tabs: { count: '({{count}})' },
  money: { original: 'Ursprünglicher Preis' },
  toast: { region: 'Benachrichtigungen', dismiss: 'Benachrichtigung schließen', success: 'Erfolg', info: 'Hinweis', warning: 'Warnung', error: 'Fehler' },
  error: {
    fragmentUnavailable: 'Dieser Teil der Seite konnte nicht geladen werden.',
    title: 'Etwas ist schiefgelaufen',
    network: 'Die Verbindung zum Shop ist fehlgeschlagen. Bitte prüfen Sie Ihr Netzwerk und versuchen Sie es erneut.',
    server: 'Der Shop konnte nicht antworten. Bitte versuchen Sie es gleich noch einmal.',
    notFound: 'Wir konnten nicht finden, wonach Sie gesucht haben.',
    unauthenticated: 'Bitte melden Sie sich an, um fortzufahren.',
    forbidden: 'Dazu sind Sie nicht berechtigt.',
    validation: 'Bitte prüfen Sie die markierten Felder.',
  },
  validation: {
    /** Keys mall-api answers for a missing or wrong-typed field. */
    field: { required: 'Dieses Feld ist erforderlich', invalid: 'Dieser Wert ist ungültig' },
    required: 'Dieses Feld ist erforderlich',
    email: { required: 'Bitte E-Mail eingeben', invalid: 'Bitte eine gültige E-Mail eingeben', tooLong: 'Die E-Mail-Adresse ist zu lang' },
    password: { required: 'Bitte Passwort eingeben', tooShort: 'Das Passwort braucht mindestens 8 Zeichen', tooLong: 'Das Passwort ist zu lang' },
    nickname: { tooLong: 'Der Spitzname darf höchstens 50 Zeichen haben' },
  },
};

export default common;
