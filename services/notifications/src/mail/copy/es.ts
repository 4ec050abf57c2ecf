import type { MailCopy } from './mail-copy';

export const es: MailCopy = {
  restockNotice: {
    subject: '{productTitle} vuelve a estar disponible',
    preheader: 'El artículo por el que preguntaste en {storeName} vuelve a estar disponible.',
    heading: 'Buenas noticias: vuelve a estar en stock',
    intro:
      'Pediste a {storeName} que te avisara cuando este artículo volviera a estar disponible. Ya ha vuelto, hasta agotar existencias.',
    button: 'Ver producto',
    footer:
      'Recibes este correo porque te registraste en {storeName} para saber cuándo volvería a haber stock de este artículo. Este aviso se envía una sola vez.',
  },
  accountLink: {
    invitation: {
      subject: 'Invitación para gestionar {storeName}',
      preheader: 'Acepta la invitación para elegir tu contraseña e iniciar sesión.',
      heading: 'Únete a {storeName}',
      intro:
        'Te han invitado a ayudar a gestionar {storeName}. Acepta la invitación para elegir tu contraseña e iniciar sesión.',
      button: 'Aceptar invitación',
      expiry: 'Esta invitación caduca el {expires}.',
      ignore: 'Si no esperabas esta invitación, puedes ignorar este correo.',
    },
    ownerPasswordReset: {
      subject: 'Restablece tu contraseña de {storeName}',
      preheader: 'Elige una nueva contraseña para tu cuenta de propietario.',
      heading: 'Restablece tu contraseña',
      intro:
        'Alguien ha pedido restablecer la contraseña de tu cuenta de propietario de {storeName}. Elige una nueva contraseña con el botón de abajo.',
      button: 'Elegir una nueva contraseña',
      expiry: 'Este enlace caduca el {expires} y solo funciona una vez.',
      ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
    },
    customerPasswordReset: {
      subject: 'Restablece la contraseña de tu cuenta de {storeName}',
      preheader: 'Elige una nueva contraseña para tu cuenta de cliente.',
      heading: 'Restablece tu contraseña',
      intro:
        'Alguien ha pedido restablecer la contraseña de tu cuenta de cliente en {storeName}. Elige una nueva contraseña con el botón de abajo.',
      button: 'Elegir una nueva contraseña',
      expiry: 'Este enlace caduca el {expires} y solo funciona una vez.',
      ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
    },
  },
  formSubmission: {
    subject: 'Nuevo envío: {formName}',
    preheader: 'Alguien ha enviado el formulario {formName} en {storeName}.',
    heading: 'Nuevo envío de formulario',
    intro: 'Alguien ha enviado el formulario «{formName}» en {storeName}.',
    submitted: 'Enviado el {submitted}',
    footer: 'Enviado por {storeName} porque este formulario envía sus respuestas a esta dirección.',
  },
  orderConfirmation: {
    subject: 'Tu pedido {orderNumber} en {storeName}',
    preheader: 'Gracias por tu pedido. Esto es lo que compraste y lo que pagaste.',
    heading: 'Gracias por tu pedido',
    intro: '{storeName} ha recibido tu pedido {orderNumber}. Esto es lo que compraste.',
    subtotal: 'Subtotal del pedido',
    discount: 'Descuento',
    shipping: 'Envío',
    tax: 'Impuestos',
    total: 'Total del pedido',
    giftCardPaid: 'Pagado con la tarjeta regalo que termina en {last4}',
    cardPaid: 'Pagado con tarjeta',
    shipTo: 'Dirección de envío',
    button: 'Ver tu pedido',
    footer: 'Recibes este correo porque hiciste un pedido en {storeName}.',
  },
  giftCard: {
    subject: 'Tu tarjeta regalo de {storeName}',
    preheader: 'El código de tu tarjeta regalo y su saldo.',
    heading: 'Una tarjeta regalo para ti',
    intro: 'Aquí tienes tu tarjeta regalo de {storeName}. Introduce su código al pagar para usarla.',
    code: 'Código de la tarjeta regalo',
    balance: 'Saldo',
    footer: 'Guarda este código en un lugar seguro: quien lo tenga puede gastar el saldo en {storeName}.',
  },
  linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
};
