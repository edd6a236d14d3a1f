import type { Messages } from '@mall/shared';
import type { AccountMessages } from './en';

const account: Messages<AccountMessages> = {
  profile: {
    title: 'Mein Profil',
    nickname: 'Spitzname',
    email: 'E-Mail',
    name: 'Name',
    mobile: 'Mobiltelefon',
    city: 'Stadt',
    notSet: 'Nicht angegeben',
    prompt: { label: 'Profil vervollständigen', text: 'Vervollständigen Sie Ihr Profil und erhalten Sie bis zu {{points}} Punkte.' },
    loginNeeded: 'Bitte melden Sie sich an, um Ihr Profil zu sehen.',
    login: 'Anmelden',
  },
  membership: {
    title: 'Mitgliedschaft',
    nav: { label: 'Seiten der Mitgliedschaft', overview: 'Übersicht', benefits: 'Vorteile', points: 'Punkte und Wachstum', superMember: 'Super-Mitglied' },
    level: {
      yours: 'Ihre Stufe',
      growth: 'Wachstumswert',
      progress: 'Fortschritt bis {{level}}',
      toNext: 'Sammeln Sie noch {{growth}} Wachstumswert, um {{level}} zu erreichen.',
      top: 'Sie haben die höchste Stufe erreicht.',
    },
    ladder: { title: 'Mitgliedsstufen', from: 'ab {{growth}} Wachstumswert', current: 'Ihre Stufe' },
    points: {
      balance: 'Punkte',
      more: 'So sammeln Sie mehr',
      earnTitle: 'So sammeln Sie Punkte und Wachstum',
      tasks: {
        review: 'Bewerten Sie die Produkte einer abgeschlossenen Bestellung',
        profile: 'Vervollständigen Sie Ihr Profil (bis zu {{points}} Punkte)',
        share: 'Teilen Sie ein Produkt oder Ihr Einkaufserlebnis',
        followMedia: 'Folgen Sie uns in den sozialen Medien',
        subscribeEmail: 'Abonnieren Sie unsere E-Mails',
      },
    },
    benefits: {
      yours: 'Ihre Vorteile als {{level}}',
      none: 'Die Stufe {{level}} bietet keine zusätzlichen Vorteile.',
      compare: 'Vorteile nach Stufe',
      benefit: 'Vorteil',
      included: 'Enthalten',
      notIncluded: 'Nicht enthalten',
    },
    superMember: {
      about: 'Super-Mitglieder sind Käufer auf unserer höchsten Stufe, {{level}}.',
      you: 'Sie sind Super-Mitglied.',
      toGo: 'Sammeln Sie noch {{growth}} Wachstumswert, um Super-Mitglied zu werden.',
      benefits: 'Das erhalten Super-Mitglieder',
    },
  },
};

export default account;
