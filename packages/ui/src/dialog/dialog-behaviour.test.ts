import { describe, expect, it, jest } from '@jest/globals';
import { holdDialog } from './dialog-behaviour';

type Listener = (event: FakeKey) => void;

interface FakeKey {
  key: string;
  shiftKey: boolean;
  prevented: boolean;
  stopped: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

/**
 * Just enough of the DOM for the dialog rules: a tree, attributes, listeners and focus. Every
 * node is laid out (visible), and an element inside an inert one cannot take focus, as in a browser.
 */
class FakeNode {
  readonly children: FakeNode[] = [];
  parentElement: FakeNode | null = null;
  private readonly attributes = new Map<string, string>();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    readonly ownerDocument: FakeDocument,
    readonly tag: string,
    /** A control Tab reaches. */
    readonly tabbable = false,
  ) {}

  append(...nodes: FakeNode[]): this {
    for (const node of nodes) {
      node.parentElement = this;
      this.children.push(node);
    }
    return this;
  }
  contains(node: unknown): boolean {
    return node instanceof FakeNode && [...node.selfAndAncestors()].includes(this);
  }
  *selfAndAncestors(): Iterable<FakeNode> {
    yield this;
    if (this.parentElement) yield* this.parentElement.selfAndAncestors();
  }
  querySelectorAll(): FakeNode[] {
    return this.children.flatMap((child) => [...(child.tabbable ? [child] : []), ...child.querySelectorAll()]);
  }
  matches(selector: string): boolean {
    return selector.split(',').some((part) => part.trim() === this.tag);
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
  getClientRects(): unknown[] {
    return [{}];
  }
  focus(): void {
    if ([...this.selfAndAncestors()].some((at) => at.hasAttribute('inert'))) return;
    this.ownerDocument.activeElement = this;
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }
  /** A key pressed with focus on this node: it bubbles to the document unless stopped. */
  press(key: string, shiftKey = false): FakeKey {
    const event: FakeKey = {
      key,
      shiftKey,
      prevented: false,
      stopped: false,
      preventDefault: () => (event.prevented = true),
      stopPropagation: () => (event.stopped = true),
    };
    for (const at of this.selfAndAncestors()) {
      if (event.stopped) break;
      for (const listener of at.listeners.get('keydown') ?? []) listener(event);
    }
    if (!event.stopped) for (const listener of this.ownerDocument.listeners.get('keydown') ?? []) listener(event);
    return event;
  }
}

class FakeDocument {
  readonly body: FakeNode = new FakeNode(this, 'body');
  activeElement: FakeNode | null = this.body;
  readonly listeners = new Map<string, Set<Listener>>();
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }
}

/** A page with an opener button, and a dialog in its own layer at the end of <body>. */
function page(fields: 'form' | 'buttons' | 'empty' = 'form') {
  const doc = new FakeDocument();
  const node = (tag: string, tabbable = false) => new FakeNode(doc, tag, tabbable);
  const opener = node('button', true);
  const main = node('main').append(opener);
  const panel = node('div');
  const close = node('button', true);
  const input = node('input', true);
  const submit = node('button', true);
  if (fields === 'form') panel.append(close, node('form').append(input, submit));
  if (fields === 'buttons') panel.append(close, submit);
  const layer = node('div').append(panel);
  doc.body.append(main, layer);
  opener.focus();
  const asElement = (fake: FakeNode) => fake as unknown as HTMLElement;
  return { doc, opener, main, layer, panel, close, input, submit, asElement };
}

describe('holdDialog, modal', () => {
  it('focuses the first form field, else the first control, else the dialog itself', () => {
    const form = page('form');
    holdDialog(form.asElement(form.panel), { modal: true, onClose: () => undefined });
    expect(form.doc.activeElement).toBe(form.input);

    const alert = page('buttons');
    holdDialog(alert.asElement(alert.panel), { modal: true, onClose: () => undefined });
    expect(alert.doc.activeElement).toBe(alert.close);

    const empty = page('empty');
    holdDialog(empty.asElement(empty.panel), { modal: true, onClose: () => undefined });
    expect(empty.doc.activeElement).toBe(empty.panel);
  });

  it('closes on Escape, which goes no further (a popover on the document stays)', () => {
    const { doc, panel, input, asElement } = page();
    const onClose = jest.fn();
    const popoverEscape = jest.fn();
    doc.addEventListener('keydown', popoverEscape);
    holdDialog(asElement(panel), { modal: true, onClose });
    const escape = input.press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(escape).toMatchObject({ prevented: true, stopped: true });
    expect(popoverEscape).not.toHaveBeenCalled();
  });

  it('keeps Tab inside: the last control wraps to the first and Shift+Tab back', () => {
    const { doc, panel, close, submit, asElement } = page();
    holdDialog(asElement(panel), { modal: true, onClose: () => undefined });
    submit.focus();
    expect(submit.press('Tab').prevented).toBe(true);
    expect(doc.activeElement).toBe(close);
    expect(close.press('Tab', true).prevented).toBe(true);
    expect(doc.activeElement).toBe(submit);
    // between the ends the browser moves focus itself
    close.focus();
    expect(close.press('Tab').prevented).toBe(false);
  });

  it('makes the page behind inert while open, and gives focus back to the opener on close', () => {
    const { doc, opener, main, layer, panel, asElement } = page();
    const stop = holdDialog(asElement(panel), { modal: true, onClose: () => undefined });
    expect(main.hasAttribute('inert')).toBe(true);
    expect(layer.hasAttribute('inert')).toBe(false);
    stop();
    expect(main.hasAttribute('inert')).toBe(false);
    expect(doc.activeElement).toBe(opener);
  });

  it('gives focus back to the element it is told instead of the one focused at opening', () => {
    const { doc, opener, main, panel, asElement } = page();
    const trigger = new FakeNode(doc, 'div', true);
    main.append(trigger);
    holdDialog(asElement(panel), { modal: true, onClose: () => undefined, returnFocus: asElement(trigger) })();
    expect(doc.activeElement).toBe(trigger);
    expect(doc.activeElement).not.toBe(opener);
  });

  it('stops listening when closed', () => {
    const { panel, input, asElement } = page();
    const onClose = jest.fn();
    holdDialog(asElement(panel), { modal: true, onClose })();
    input.press('Escape');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('holdDialog, non-modal', () => {
  it('takes no focus, leaves the page live, and closes on Escape from anywhere', () => {
    const { doc, opener, main, panel, asElement } = page();
    const onClose = jest.fn();
    const stop = holdDialog(asElement(panel), { modal: false, onClose });
    expect(doc.activeElement).toBe(opener);
    expect(main.hasAttribute('inert')).toBe(false);
    const escape = opener.press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(escape.prevented).toBe(false);
    stop();
    opener.press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back only when focus was inside it', () => {
    const outside = page();
    const stopOutside = holdDialog(outside.asElement(outside.panel), { modal: false, onClose: () => undefined });
    const elsewhere = new FakeNode(outside.doc, 'input', true);
    outside.main.append(elsewhere);
    elsewhere.focus();
    stopOutside();
    expect(outside.doc.activeElement).toBe(elsewhere);

    const inside = page();
    const stopInside = holdDialog(inside.asElement(inside.panel), { modal: false, onClose: () => undefined });
    inside.submit.focus();
    stopInside();
    expect(inside.doc.activeElement).toBe(inside.opener);
  });
});
