import { messageIdFor } from './message-id';

describe('messageIdFor', () => {
  it('gives one outbox key the same Message-ID every time', () => {
    const first = messageIdFor('restock:sr_1:su_1', 'https://shop.example.com');
    expect(messageIdFor('restock:sr_1:su_1', 'https://shop.example.com')).toBe(first);
    expect(first).toMatch(/^<[0-9a-f]{32}@shop\.example\.com>$/);
  });

  it('gives distinct keys distinct ids', () => {
    const keys = Array.from({ length: 10_000 }, (_, i) => `restock:sr_1:su_${i}`);
    const ids = new Set(keys.map((key) => messageIdFor(key, 'http://localhost:8080')));
    expect(ids.size).toBe(keys.length);
  });

  it('names the host of the public URL without its port, path or letter case', () => {
    expect(messageIdFor('k', 'http://LocalHost:8080/shop/')).toMatch(/@localhost>$/);
    expect(messageIdFor('k', 'http://[::1]:8080')).toMatch(/@\[::1\]>$/);
  });

  it('does not let the host change the part that identifies the message', () => {
    const left = (id: string) => id.slice(1, id.indexOf('@'));
    expect(left(messageIdFor('k', 'https://a.example'))).toBe(left(messageIdFor('k', 'https://b.example')));
  });
});
