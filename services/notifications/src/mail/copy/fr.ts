import type { MailCopy } from './mail-copy';

export const fr: MailCopy = {
  restockNotice: {
    subject: '{productTitle} est de nouveau en stock',
    preheader: 'L’article qui vous intéressait chez {storeName} est de nouveau disponible.',
    heading: 'Bonne nouvelle : il est de retour en stock',
    intro:
      'Vous avez demandé à {storeName} d’être prévenu du retour de cet article. Il est de nouveau disponible, dans la limite des stocks.',
    button: 'Voir le produit',
    footer:
      'Vous recevez cet e-mail parce que vous vous êtes inscrit sur {storeName} pour être averti du retour en stock de cet article. Cet avis n’est envoyé qu’une fois.',
  },
  accountLink: {
    invitation: {
      subject: 'Invitation à gérer {storeName}',
      preheader: 'Acceptez l’invitation pour choisir votre mot de passe et vous connecter.',
      heading: 'Rejoignez {storeName}',
      intro:
        'Vous êtes invité à participer à la gestion de {storeName}. Acceptez l’invitation pour choisir votre mot de passe et vous connecter.',
      button: 'Accepter l’invitation',
      expiry: 'Cette invitation expire le {expires}.',
      ignore: 'Si vous ne vous attendiez pas à cette invitation, vous pouvez ignorer cet e-mail.',
    },
    ownerPasswordReset: {
      subject: 'Réinitialisez votre mot de passe {storeName}',
      preheader: 'Choisissez un nouveau mot de passe pour votre compte propriétaire.',
      heading: 'Réinitialisez votre mot de passe',
      intro:
        'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte propriétaire {storeName}. Choisissez un nouveau mot de passe avec le bouton ci-dessous.',
      button: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien expire le {expires} et ne sert qu’une fois.',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    },
    customerPasswordReset: {
      subject: 'Réinitialisez le mot de passe de votre compte {storeName}',
      preheader: 'Choisissez un nouveau mot de passe pour votre compte client.',
      heading: 'Réinitialisez votre mot de passe',
      intro:
        'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte client sur {storeName}. Choisissez un nouveau mot de passe avec le bouton ci-dessous.',
      button: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien expire le {expires} et ne sert qu’une fois.',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    },
  },
  formSubmission: {
    subject: 'Nouvel envoi : {formName}',
    preheader: 'Quelqu’un a envoyé le formulaire {formName} sur {storeName}.',
    heading: 'Nouvel envoi de formulaire',
    intro: 'Quelqu’un a envoyé le formulaire « {formName} » sur {storeName}.',
    submitted: 'Envoyé le {submitted}',
    footer: 'Envoyé par {storeName} parce que ce formulaire transmet ses envois à cette adresse.',
  },
  orderConfirmation: {
    subject: 'Votre commande {orderNumber} chez {storeName}',
    preheader: 'Merci pour votre commande. Voici vos achats et votre paiement.',
    heading: 'Merci pour votre commande',
    intro: '{storeName} a bien reçu votre commande {orderNumber}. Voici vos achats.',
    subtotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    tax: 'Taxes',
    total: 'Total TTC',
    giftCardPaid: 'Payé avec la carte cadeau se terminant par {last4}',
    cardPaid: 'Payé par carte',
    shipTo: 'Adresse de livraison',
    button: 'Voir votre commande',
    footer: 'Vous recevez cet e-mail parce que vous avez passé commande chez {storeName}.',
  },
  giftCard: {
    subject: 'Votre carte cadeau {storeName}',
    preheader: 'Le code de votre carte cadeau et son solde.',
    heading: 'Une carte cadeau pour vous',
    intro: 'Voici votre carte cadeau {storeName}. Saisissez son code lors du paiement pour l’utiliser.',
    code: 'Code de la carte cadeau',
    balance: 'Solde',
    footer: 'Gardez ce code en lieu sûr : quiconque le possède peut dépenser le solde chez {storeName}.',
  },
  linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
};
