/**
 * A tab's page globals, for the models that read them rather than take them as deps (the duel's seat,
 * models/duel-app.ts; the page's one clock, models/play-time.ts): localStorage, document.visibilityState and
 * its `visibilitychange`, and the timers. Each simulated tab has its own page; its globals are on globalThis
 * only while code of that tab runs (`within`, synchronous), so that the tabs of several browsers run side by
 * side in one process. The timers run on the injected clock, in their tab, and die with it. A page's
 * localStorage is its browser's, shared by the browser's pages (other tabs hear of a duel's save through
 * storage.local, as the page does: Persistence.duelArrived).
 */
import type { DuelHere } from '../../models/persist/duel-sync';
import { DUEL_KEY } from '../../models/first-paint';
import { keepRefused, readLocal, writeLocal } from '../../models/local-store';
import type { Clock } from './world';

type Listener = () => void;

/** One browser's localStorage, as its pages share it. */
export class SimLocalStorage {
  readonly items = new Map<string, string>();

  /** The Storage the browser's pages see. */
  view(): Storage {
    const items = this.items;
    return {
      get length() {
        return items.size;
      },
      key: (i: number) => [...items.keys()][i] ?? null,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, String(value)),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
    };
  }
}

const GLOBALS = ['localStorage', 'document', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;

export class SimPage {
  visible = true;
  /** The page's timers still to fire (each cancels itself). */
  readonly timers = new Set<() => void>();
  /** The document's listeners, by event. */
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly globals: Record<(typeof GLOBALS)[number], unknown>;
  private readonly handles = new Map<number, () => void>();
  private nextHandle = 1;
  private closed = false;

  constructor(
    storage: SimLocalStorage,
    private readonly clock: Clock,
  ) {
    const on = (type: string, l: Listener) => {
      const set = this.listeners.get(type) ?? new Set();
      set.add(l);
      this.listeners.set(type, set);
    };
    const off = (type: string, l: Listener) => this.listeners.get(type)?.delete(l);
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
      localStorage: storage.view(),
      document: {
        get visibilityState() {
          return page.visible ? 'visible' : 'hidden';
        },
        addEventListener: on,
        removeEventListener: off,
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

  /** The page shown or hidden (the player went to another tab, or back). */
  setVisible(visible: boolean): void {
    this.visible = visible;
    this.within(() => {
      for (const l of [...(this.listeners.get('visibilitychange') ?? [])]) l();
    });
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
    this.listeners.clear();
  }
}
