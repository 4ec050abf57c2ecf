import type { MailCopy } from './mail-copy';

export const en: MailCopy = {
  restockNotice: {
    subject: '{productTitle} is back in stock',
    preheader: 'The item you asked {storeName} about is available again.',
    heading: 'Good news: it is back in stock',
    intro:
      'You asked {storeName} to let you know when this item was available again. It is back now, while stock lasts.',
    button: 'Shop now',
    footer:
      'You are receiving this e-mail because you signed up at {storeName} to be told when this item was back in stock. This notice is sent once.',
  },
  accountLink: {
    invitation: {
      subject: 'You are invited to help run {storeName}',
      preheader: 'Accept the invitation to choose your password and sign in.',
      heading: 'Join {storeName}',
      intro:
        'You have been invited to help manage {storeName}. Accept the invitation to choose your password and sign in.',
      button: 'Accept invitation',
      expiry: 'This invitation expires on {expires}.',
      ignore: 'If you were not expecting this invitation, you can ignore this e-mail.',
    },
    ownerPasswordReset: {
      subject: 'Reset your {storeName} password',
      preheader: 'Choose a new password for your owner account.',
      heading: 'Reset your password',
      intro:
        'Someone asked to reset the password of your {storeName} owner account. Choose a new password with the button below.',
      button: 'Choose a new password',
      expiry: 'This link expires on {expires} and works once.',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
    customerPasswordReset: {
      subject: 'Reset your {storeName} account password',
      preheader: 'Choose a new password for your customer account.',
      heading: 'Reset your password',
      intro:
        'Someone asked to reset the password of your customer account at {storeName}. Choose a new password with the button below.',
      button: 'Choose a new password',
      expiry: 'This link expires on {expires} and works once.',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
  },
  formSubmission: {
    subject: 'New submission: {formName}',
    preheader: 'Someone submitted {formName} on {storeName}.',
    heading: 'New form submission',
    intro: 'Someone submitted the form “{formName}” on {storeName}.',
    submitted: 'Submitted on {submitted}',
    footer: 'Sent by {storeName} because this form sends its submissions to this address.',
  },
  orderConfirmation: {
    subject: 'Your {storeName} order {orderNumber}',
    preheader: 'Thank you for your order. Here is what you bought and what you paid.',
    heading: 'Thank you for your order',
    intro: '{storeName} has received your order {orderNumber}. Here is what you bought.',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Tax',
    total: 'Total',
    giftCardPaid: 'Paid with gift card ending in {last4}',
    cardPaid: 'Paid by card',
    shipTo: 'Shipping to',
    button: 'View your order',
    footer: 'You are receiving this e-mail because you placed an order at {storeName}.',
  },
  giftCard: {
    subject: 'Your {storeName} gift card',
    preheader: 'Your gift card code and its balance.',
    heading: 'A gift card for you',
    intro: 'Here is your {storeName} gift card. Enter its code at checkout to pay with it.',
    code: 'Gift card code',
    balance: 'Balance',
    footer: 'Keep this code safe: whoever has it can spend the balance at {storeName}.',
  },
  linkFallback: 'If the button does not work, copy this link into your browser:',
};
