/**
 * A tab's page globals, for the models that read them rather than take them as deps (the duel's seat,
 * models/duel-app.ts; the page's one clock, models/play-time.ts): localStorage, the window's `storage`
 * events, document.visibilityState and its `visibilitychange`, and the timers. Each simulated tab has its
 * own page; its globals are on globalThis only while code of that tab runs (`within`, synchronous), so that
 * the tabs of several browsers run side by side in one process. The timers run on the injected clock, in
 * their tab, and die with it. A page's localStorage is its browser's, shared by the browser's pages: a write
 * is told to the other pages a task later, as a browser does.
 */
import type { DuelHere } from '../../models/persist/duel-sync';
import { DUEL_KEY } from '../../models/first-paint';
import { keepRefused, readLocal, writeLocal } from '../../models/local-store';
import type { Clock } from './world';

interface PageEvent {
  readonly type: string;
  readonly key?: string;
  readonly newValue?: string | null;
  readonly oldValue?: string | null;
}
type Listener = (e: PageEvent) => void;

/** One browser's localStorage, as its pages share it. */
export class SimLocalStorage {
  readonly items = new Map<string, string>();
  readonly pages = new Set<SimPage>();

  /** The Storage one page sees: what it writes is told to the browser's other pages. */
  viewOf(page: SimPage): Storage {
    const items = this.items;
    const told = (key: string, oldValue: string | null, newValue: string | null) => {
      for (const other of this.pages)
        if (other !== page) other.later(() => other.fire('window', { type: 'storage', key, oldValue, newValue }));
    };
    return {
      get length() {
        return items.size;
      },
      key: (i: number) => [...items.keys()][i] ?? null,
      getItem: (key: string) => items.get(key) ?? null,
      setItem(key: string, value: string) {
        const old = items.get(key) ?? null;
        items.set(key, String(value));
        told(key, old, String(value));
      },
      removeItem(key: string) {
        const old = items.get(key) ?? null;
        items.delete(key);
        if (old !== null) told(key, old, null);
      },
      clear() {
        for (const key of [...items.keys()]) this.removeItem(key);
      },
    };
  }
}

const GLOBALS = [
  'localStorage',
  'addEventListener',
  'removeEventListener',
  'document',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
] as const;

export class SimPage {
  visible = true;
  /** The page's timers still to fire (each cancels itself). */
  readonly timers = new Set<() => void>();
  private readonly listeners = { window: new Map<string, Set<Listener>>(), document: new Map<string, Set<Listener>>() };
  private readonly globals: Record<(typeof GLOBALS)[number], unknown>;
  private readonly handles = new Map<number, () => void>();
  private nextHandle = 1;
  private closed = false;

  constructor(
    private readonly storage: SimLocalStorage,
    private readonly clock: Clock,
  ) {
    storage.pages.add(this);
    const on = (target: 'window' | 'document') => (type: string, l: Listener) => {
      const set = this.listeners[target].get(type) ?? new Set();
      set.add(l);
      this.listeners[target].set(type, set);
    };
    const off = (target: 'window' | 'document') => (type: string, l: Listener) =>
      this.listeners[target].get(type)?.delete(l);
    const page = this;
    const handle = (cancel: () => void) => {
      const id = this.nextHandle++;
      this.handles.set(id, cancel);
      return id;
    };
    const clear = (id: number) => {
      this.handles.get(id)?.();
      this.handles.delete(id);
    };
    this.globals = {
      localStorage: storage.viewOf(this),
      addEventListener: on('window'),
      removeEventListener: off('window'),
      document: {
        get visibilityState() {
          return page.visible ? 'visible' : 'hidden';
        },
        addEventListener: on('document'),
        removeEventListener: off('document'),
      },
      setTimeout: (fn: () => void, ms = 0) => handle(this.schedule(fn, ms)),
      clearTimeout: clear,
      setInterval: (fn: () => void, ms = 0) => {
        let cancel = () => {};
        const again = () => {
          cancel = this.schedule(() => {
            again();
            fn();
          }, ms);
        };
        again();
        return handle(() => cancel());
      },
      clearInterval: clear,
    };
  }

  /** Runs `fn` as code of this page: its globals installed, then put back as they were. */
  within<T>(fn: () => T): T {
    const g = globalThis as Record<string, unknown>;
    const before = GLOBALS.map((k) => [k, Object.getOwnPropertyDescriptor(g, k)] as const);
    for (const k of GLOBALS)
      Object.defineProperty(g, k, { value: this.globals[k], configurable: true, writable: true });
    try {
      return fn();
    } finally {
      for (const [k, d] of before) {
        if (d) Object.defineProperty(g, k, d);
        else delete g[k];
      }
    }
  }

  /** A timer of this page on the clock: `fn` runs as the page's code, unless the page is closed by then. */
  schedule = (fn: () => void, ms: number): (() => void) => {
    const stop = this.clock.schedule(() => {
      this.timers.delete(cancel);
      if (!this.closed) this.within(fn);
    }, ms);
    const cancel = () => {
      this.timers.delete(cancel);
      stop();
    };
    this.timers.add(cancel);
    return cancel;
  };

  /** A task of this page (an event the browser tells it): run at the clock's next turn. */
  later(fn: () => void): void {
    this.schedule(fn, 0);
  }

  /** Tells the page's listeners of an event on its window or its document. */
  fire(target: 'window' | 'document', e: PageEvent): void {
    for (const l of [...(this.listeners[target].get(e.type) ?? [])]) l(e);
  }

  /** The page shown or hidden (the player went to another tab, or back). */
  setVisible(visible: boolean): void {
    this.visible = visible;
    this.within(() => this.fire('document', { type: 'visibilitychange' }));
  }

  /** Where the duel is kept, for the page's Persistence: this page's localStorage, as the page's default. */
  duelHere(): DuelHere {
    return {
      read: () => this.within(() => readLocal(DUEL_KEY)),
      write: (r) => this.within(() => writeLocal(DUEL_KEY, r)),
      setAside: () => this.within(() => keepRefused(DUEL_KEY)),
    };
  }

  /** The tab is gone: its timers and listeners with it. */
  close(): void {
    this.closed = true;
    for (const cancel of [...this.timers]) cancel();
    this.storage.pages.delete(this);
    this.listeners.window.clear();
    this.listeners.document.clear();
  }
}
