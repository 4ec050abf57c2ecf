import { renderRestockNotice } from './render';
import { renderGiftCard, renderOrderConfirmation, type GiftCardMail, type OrderConfirmationMail } from './render-order';

const order: OrderConfirmationMail = {
  language: 'en-US',
  storeName: 'Linen & Co',
  orderId: 'c0ffee00-0000-4000-8000-000000000001',
  orderUrl: 'http://localhost:8080/commerce/orders/c0ffee00-0000-4000-8000-000000000001',
  currency: 'USD',
  lines: [
    { title: 'Linen Shirt', quantity: 2, unitPriceCents: 4900, lineTotalCents: 9800 },
    { title: 'Enamel Pin Set', quantity: 1, unitPriceCents: 1250, lineTotalCents: 1250 },
  ],
  subtotalCents: 11050,
  discountCents: 1000,
  shippingCents: 500,
  taxCents: 804,
  totalCents: 11354,
  giftCardPayments: [{ codeLast4: 'K7QX', amountCents: 5000 }],
  cardCents: 6354,
  shipTo: ['Ada Lovelace', '1 Main St', 'New York, NY 10001', 'United States of America'],
  shippingMethod: 'Standard (US)',
};

const card: GiftCardMail = {
  language: 'en',
  storeName: 'Linen & Co',
  code: 'ABCD-EFGH-JKLM-NPQR',
  balanceCents: 5000,
  currency: 'USD',
};

const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';

/** Text between tags of an HTML document, entities decoded: what a reader sees. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const tagsOf = (html: string) => new Set([...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1].toLowerCase()));
const layoutTags = tagsOf(
  renderRestockNotice({
    language: 'en',
    storeName: 'S',
    productTitle: 'P',
    variantDescription: '',
    productUrl: 'http://localhost:8080/p',
    imageUrl: 'http://localhost:8080/i.jpg',
    priceText: '$1.00',
  }).html,
);

describe('renderOrderConfirmation', () => {
  it('names the store and the order number, and shows each line with quantity and price', () => {
    const mail = renderOrderConfirmation(order);
    // the short number people read and say, as the order page shows it
    expect(mail.subject).toBe('Your Linen & Co order C0FFEE00');
    expect(mail.subject).not.toContain(order.orderId);
    expect(mail.text).toContain('Linen Shirt:\n2 × $49.00\n$98.00');
    expect(mail.text).toContain('Enamel Pin Set:\n1 × $12.50\n$12.50');
    const seen = visibleText(mail.html);
    for (const words of ['Linen & Co', 'C0FFEE00', 'Linen Shirt', '2 × $49.00', '$98.00', '1 × $12.50'])
      expect(seen).toContain(words);
  });

  it('states subtotal, discount, shipping, tax and total, what the gift card and the card paid, and where it ships', () => {
    const { text } = renderOrderConfirmation(order);
    const figures = [
      'Subtotal:\n$110.50',
      'Discount:\n−$10.00',
      'Shipping:\n$5.00',
      'Tax:\n$8.04',
      'Total:\n$113.54',
      'Paid with gift card ending in K7QX:\n$50.00',
      'Paid by card:\n$63.54',
      'Shipping to:\nAda Lovelace\n1 Main St\nNew York, NY 10001\nUnited States of America\nStandard (US)',
    ];
    let at = -1;
    for (const figure of figures) {
      const found = text.indexOf(figure);
      expect(`${figure} at ${found > at}`).toBe(`${figure} at true`);
      at = found;
    }
  });

  it('leaves out a discount, shipping and a card payment that are nothing', () => {
    const { text } = renderOrderConfirmation({
      ...order,
      discountCents: 0,
      shippingCents: 0,
      cardCents: 0,
      giftCardPayments: [],
      shipTo: [],
      shippingMethod: '',
    });
    expect(text).not.toMatch(/Discount|Shipping|Paid by card|gift card ending/);
    expect(text).toContain('Total:\n$113.54');
  });

  it("links to the order's page on the shop, in the button and written out", () => {
    const mail = renderOrderConfirmation(order);
    expect(mail.html).toMatch(
      /<a href="http:\/\/localhost:8080\/commerce\/orders\/c0ffee00-0000-4000-8000-000000000001"[^>]*>View your order<\/a>/,
    );
    expect(mail.text).toContain(`View your order: ${order.orderUrl}`);
  });

  it('writes amounts in the currency and the reader’s language', () => {
    const mail = renderOrderConfirmation({ ...order, language: 'de-DE', currency: 'EUR' });
    expect(mail.subject).toBe('Ihre Bestellung C0FFEE00 bei Linen & Co');
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain('Gesamtsumme:\n113,54 €');
    const yen = renderOrderConfirmation({ ...order, currency: 'JPY', totalCents: 1250 });
    expect(yen.text).toContain('Total:\n¥1,250');
  });

  it('escapes hostile titles and store names in the HTML and keeps them as typed in the text', () => {
    const mail = renderOrderConfirmation({
      ...order,
      storeName: `Shop ${hostile}`,
      lines: [
        {
          title: `</p></td></tr></table><a href="https://evil.example">win</a> ${hostile}`,
          quantity: 1,
          unitPriceCents: 1,
          lineTotalCents: 1,
        },
      ],
    });
    expect(tagsOf(mail.html)).toEqual(new Set([...layoutTags].filter((tag) => tag !== 'img')));
    expect(mail.html).not.toContain('evil.example">');
    expect(visibleText(mail.html)).toContain(hostile);
    expect(mail.text).toContain(hostile);
    expect(mail.subject).toBe(`Your Shop ${hostile} order C0FFEE00`);
  });
});

describe('renderGiftCard', () => {
  it('gives the code and its balance, without a button', () => {
    const mail = renderGiftCard(card);
    expect(mail.subject).toBe('Your Linen & Co gift card');
    expect(mail.text).toContain('Gift card code:\nABCD-EFGH-JKLM-NPQR');
    expect(mail.text).toContain('Balance:\n$50.00');
    expect(visibleText(mail.html)).toContain('ABCD-EFGH-JKLM-NPQR');
    expect(mail.html).not.toContain('<a ');
  });

  it.each([
    ['fr', 'Votre carte cadeau Linen & Co', 'Solde:\n50,00 $US'],
    ['es', 'Tu tarjeta regalo de Linen & Co', 'Saldo:\n50,00 US$'],
  ])('writes %s', (language, subject, balance) => {
    const mail = renderGiftCard({ ...card, language });
    expect(mail.subject).toBe(subject);
    expect(mail.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(balance);
  });

  it('escapes a hostile store name', () => {
    const mail = renderGiftCard({ ...card, storeName: hostile });
    expect(mail.html).not.toContain('<script');
    expect(visibleText(mail.html)).toContain(hostile);
  });
});
