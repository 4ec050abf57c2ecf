import type { MailCopy } from './mail-copy';

export const de: MailCopy = {
  restockNotice: {
    subject: '{productTitle} ist wieder auf Lager',
    preheader: 'Der Artikel, nach dem Sie bei {storeName} gefragt haben, ist wieder erhältlich.',
    heading: 'Gute Nachricht: wieder auf Lager',
    intro:
      'Sie wollten von {storeName} benachrichtigt werden, sobald dieser Artikel wieder erhältlich ist. Er ist jetzt wieder da, solange der Vorrat reicht.',
    button: 'Zum Produkt',
    footer:
      'Sie erhalten diese E-Mail, weil Sie sich bei {storeName} für eine Nachricht angemeldet haben, sobald dieser Artikel wieder auf Lager ist. Diese Nachricht wird nur einmal gesendet.',
  },
  accountLink: {
    invitation: {
      subject: 'Einladung zur Verwaltung von {storeName}',
      preheader: 'Nehmen Sie die Einladung an, um Ihr Passwort festzulegen und sich anzumelden.',
      heading: 'Willkommen bei {storeName}',
      intro:
        'Sie wurden eingeladen, {storeName} mitzuverwalten. Nehmen Sie die Einladung an, um Ihr Passwort festzulegen und sich anzumelden.',
      button: 'Einladung annehmen',
      expiry: 'Diese Einladung läuft am {expires} ab.',
      ignore: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    },
    ownerPasswordReset: {
      subject: 'Passwort für {storeName} zurücksetzen',
      preheader: 'Wählen Sie ein neues Passwort für Ihr Inhaberkonto.',
      heading: 'Passwort zurücksetzen',
      intro:
        'Für Ihr Inhaberkonto bei {storeName} wurde das Zurücksetzen des Passworts angefordert. Wählen Sie über die Schaltfläche unten ein neues Passwort.',
      button: 'Neues Passwort wählen',
      expiry: 'Dieser Link läuft am {expires} ab und funktioniert nur einmal.',
      ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
    customerPasswordReset: {
      subject: 'Passwort Ihres Kontos bei {storeName} zurücksetzen',
      preheader: 'Wählen Sie ein neues Passwort für Ihr Kundenkonto.',
      heading: 'Passwort zurücksetzen',
      intro:
        'Für Ihr Kundenkonto bei {storeName} wurde das Zurücksetzen des Passworts angefordert. Wählen Sie über die Schaltfläche unten ein neues Passwort.',
      button: 'Neues Passwort wählen',
      expiry: 'Dieser Link läuft am {expires} ab und funktioniert nur einmal.',
      ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
  },
  formSubmission: {
    subject: 'Neue Einsendung: {formName}',
    preheader: 'Jemand hat das Formular {formName} auf {storeName} abgeschickt.',
    heading: 'Neue Formulareinsendung',
    intro: 'Jemand hat das Formular „{formName}“ auf {storeName} abgeschickt.',
    submitted: 'Gesendet am {submitted}',
    footer: 'Gesendet von {storeName}, weil dieses Formular seine Einsendungen an diese Adresse schickt.',
  },
  orderConfirmation: {
    subject: 'Ihre Bestellung {orderNumber} bei {storeName}',
    preheader: 'Vielen Dank für Ihre Bestellung. Hier sehen Sie, was Sie gekauft und bezahlt haben.',
    heading: 'Vielen Dank für Ihre Bestellung',
    intro: '{storeName} hat Ihre Bestellung {orderNumber} erhalten. Das haben Sie gekauft:',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    tax: 'Steuer',
    total: 'Gesamtsumme',
    giftCardPaid: 'Bezahlt mit Geschenkkarte, endend auf {last4}',
    cardPaid: 'Bezahlt mit Karte',
    shipTo: 'Lieferadresse',
    button: 'Bestellung ansehen',
    footer: 'Sie erhalten diese E-Mail, weil Sie bei {storeName} bestellt haben.',
  },
  giftCard: {
    subject: 'Ihre Geschenkkarte von {storeName}',
    preheader: 'Der Code Ihrer Geschenkkarte und ihr Guthaben.',
    heading: 'Eine Geschenkkarte für Sie',
    intro: 'Hier ist Ihre Geschenkkarte von {storeName}. Geben Sie den Code an der Kasse ein, um damit zu bezahlen.',
    code: 'Geschenkkarten-Code',
    balance: 'Guthaben',
    footer: 'Bewahren Sie diesen Code sicher auf: Wer ihn kennt, kann das Guthaben bei {storeName} ausgeben.',
  },
  linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
};
