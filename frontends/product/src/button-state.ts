/**
 * The add-to-cart button's states and timings (spec §4, §9), kept free of the DOM so the timings
 * can be tested with fake timers. The view is whatever draws the button.
 *
 * idle --press--> adding --succeed--> added (1 s after the press, never before the success) --(2 s)--> idle
 *                 adding --fail--(1 s)--> idle
 * idle --needOption--> select-option --(2 s)--> idle
 * any  --soldOut--> sold-out (disabled, final until restock)
 */
export type ButtonStatus = 'idle' | 'adding' | 'added' | 'select-option' | 'sold-out';

export const BUTTON_LABELS = {
  adding: 'Adding…',
  added: 'Added!',
  selectOption: 'Select Option',
  soldOut: 'Sold Out',
} as const;

/** Spec §9: button statuses last 1 s and 2 s. */
export const BUTTON_TIMINGS = { toAdded: 1000, addedToIdle: 2000, failedToIdle: 1000, selectOption: 2000 } as const;

export interface ButtonView {
  setLabel(text: string): void;
  /** The 'cart-added' mark of the added state. */
  setAdded(added: boolean): void;
  setDisabled(disabled: boolean): void;
  /** Busy while a request is under way, for assistive technology. */
  setBusy(busy: boolean): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const realTimers: Timers = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class AddToCartButtonState {
  private current: ButtonStatus = 'idle';
  private timer: unknown = null;
  private pressedAt = 0;

  constructor(
    private readonly view: ButtonView,
    /** The label the button shows when idle (the server's text). */
    private readonly idleLabel: string,
    private readonly timers: Timers = realTimers,
  ) {}

  get status(): ButtonStatus {
    return this.current;
  }

  /** True when a press may start an add; presses while adding, added or sold out are ignored. */
  get accepts(): boolean {
    return this.current === 'idle' || this.current === 'select-option';
  }

  /** A press that will try to add: the label changes at once, before any request. */
  press(): boolean {
    if (!this.accepts) return false;
    this.enter('adding');
    this.pressedAt = this.timers.now();
    this.view.setLabel(BUTTON_LABELS.adding);
    this.view.setBusy(true);
    return true;
  }

  succeed(): void {
    if (this.current !== 'adding') return;
    // 'Added!' comes about 1 s after the press; a slow answer only delays it
    const elapsed = this.timers.now() - this.pressedAt;
    this.schedule(Math.max(0, BUTTON_TIMINGS.toAdded - elapsed), () => {
      this.enter('added');
      this.view.setBusy(false);
      this.view.setLabel(BUTTON_LABELS.added);
      this.view.setAdded(true);
      this.schedule(BUTTON_TIMINGS.addedToIdle, () => this.toIdle());
    });
  }

  fail(): void {
    if (this.current !== 'adding') return;
    this.schedule(BUTTON_TIMINGS.failedToIdle, () => this.toIdle());
  }

  /** Options are missing: say so on the button for 2 s. */
  needOption(): void {
    if (this.current === 'sold-out') return;
    this.enter('select-option');
    this.view.setBusy(false);
    this.view.setLabel(BUTTON_LABELS.selectOption);
    this.schedule(BUTTON_TIMINGS.selectOption, () => this.toIdle());
  }

  /** A press that stopped before adding (validation): back to idle at once. */
  cancel(): void {
    if (this.current === 'adding') this.toIdle();
  }

  soldOut(): void {
    this.enter('sold-out');
    this.view.setBusy(false);
    this.view.setAdded(false);
    this.view.setLabel(BUTTON_LABELS.soldOut);
    this.view.setDisabled(true);
  }

  /** Stock came back (e.g. another variant): the button works again. */
  restock(): void {
    if (this.current !== 'sold-out') return;
    this.view.setDisabled(false);
    this.toIdle();
  }

  private toIdle(): void {
    this.enter('idle');
    this.view.setBusy(false);
    this.view.setAdded(false);
    this.view.setLabel(this.idleLabel);
  }

  private enter(status: ButtonStatus): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.current = status;
  }

  private schedule(ms: number, then: () => void): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      then();
    }, ms);
  }
}
