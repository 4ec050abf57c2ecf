import { presentAmounts, type PresentmentRate } from '@storefront/commerce';

/** Text that is code, a choice's label or marked as in the store currency: never converted. */
const KEPT = 'script, style, noscript, template, textarea, select, [data-store-currency]';

/**
 * The store-currency amounts written in a part of the page, shown in the visitor's presentment
 * currency. Each converted text node remembers what the page wrote into it, so a change of
 * currency converts from the store's amounts again, never from an earlier conversion; text the
 * page writes later (a variant's price, the cart's rows, quick view) is converted as it arrives.
 */
export class PriceTexts {
  private readonly written = new WeakMap<Text, { store: string; shown: string }>();
  private rate: PresentmentRate | undefined;

  constructor(
    private readonly root: Element,
    private readonly storeCurrency: string,
  ) {}

  /** Shows every amount in `rate`'s currency, or as the page wrote it when undefined. */
  show(rate: PresentmentRate | undefined): void {
    this.rate = rate;
    this.convert(this.root);
  }

  /** Converts what the page writes from now on; before the first `show`, so nothing slips between. */
  watch(observerType: typeof MutationObserver): void {
    const observer = new observerType((records) => {
      for (const record of records) {
        if (record.type === 'characterData') this.convert(record.target);
        else record.addedNodes.forEach((node) => this.convert(node));
      }
    });
    observer.observe(this.root, { subtree: true, childList: true, characterData: true });
  }

  private convert(from: Node): void {
    const doc = this.root.ownerDocument;
    if (from.nodeType === from.TEXT_NODE) {
      if (!from.parentElement?.closest(KEPT)) this.present(from as Text);
      return;
    }
    if (from.nodeType !== from.ELEMENT_NODE || (from as Element).closest(KEPT)) return;
    const walker = doc.createTreeWalker(from, 0x1 | 0x4 /* elements and text */, {
      acceptNode: (node) =>
        node.nodeType === node.ELEMENT_NODE && (node as Element).matches(KEPT) ? 2 /* reject the subtree */ : 1,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.nodeType === node.TEXT_NODE) this.present(node as Text);
  }

  private present(text: Text): void {
    const value = text.data;
    const known = this.written.get(text);
    // the page wrote something new into a node converted before: that is the store amount now
    const store = known && known.shown === value ? known.store : value;
    const shown = this.rate ? presentAmounts(store, this.storeCurrency, this.rate) : store;
    if (!known && shown === store) return;
    this.written.set(text, { store, shown });
    if (shown !== value) text.data = shown;
  }
}
