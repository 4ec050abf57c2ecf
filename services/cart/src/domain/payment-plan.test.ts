import { planPayment } from './payment-plan';

const giftCard = (id: string, balanceCents: number) => ({ id, codeLast4: id.toUpperCase(), balanceCents });

describe('who pays an order', () => {
  it('spends gift cards first, in the order named, and the card pays the rest', () => {
    expect(planPayment(5000, [giftCard('a', 1000), giftCard('b', 1500)])).toEqual({
      spends: [
        { giftCardId: 'a', codeLast4: 'A', amountCents: 1000 },
        { giftCardId: 'b', codeLast4: 'B', amountCents: 1500 },
      ],
      cardCents: 2500,
    });
  });

  it('takes only what the order needs from a larger balance, and nothing from the cards after it', () => {
    expect(planPayment(800, [giftCard('a', 1000), giftCard('b', 1000)])).toEqual({
      spends: [{ giftCardId: 'a', codeLast4: 'A', amountCents: 800 }],
      cardCents: 0,
    });
  });

  it('skips an empty card and a card named twice; without gift cards the card pays all', () => {
    expect(planPayment(800, [giftCard('a', 0), giftCard('b', 300), giftCard('b', 300)]).cardCents).toBe(500);
    expect(planPayment(800, [])).toEqual({ spends: [], cardCents: 800 });
  });
});
