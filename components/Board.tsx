import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type Card, type Position, type Source, SUIT_NAMES, type Target } from '../engine';
import { DOUBLE_TAP_MS } from '../models/game';
import { CardBack, CardFace, EmptySlot } from './Card';
import { clamp, move, type Stop, sourceAt, stopKey, targetAt } from './stops';
import { useFlip } from './useFlip';
import './sizes.css';
import './board.css';

export interface BoardProps {
  position: Position;
  /** Thoughtful solitaire: face-down cards are shown (dimmed) to the player. */
  thoughtful: boolean;
  /** The pass through the stock (1 first) and how many the rules allow; null when unlimited. */
  passes: { readonly now: number; readonly of: number } | null;
  /** Piles to light up: a hint's source and target. */
  hintSource: Source | null;
  hintTarget: Target | null;
  /** Where a card or run held with the pointer could go (the model decides). */
  targetsFor: (source: Source) => Target[];
  /** Returns false when the card has no move: the board shakes it (the caller says why). */
  onTap: (source: Source, time: number) => boolean;
  /** The second tap of a double tap, about the first tap's source (the card may have moved from under the pointer). */
  onDoubleTap: (source: Source) => void;
  /** Returns false for an illegal drop: the cards slide back. */
  onDrop: (source: Source, target: Target) => boolean;
  onStock: () => void;
  /** Tells the screen reader something (a pick-up, a refused drop). */
  onSay: (text: string) => void;
}

const srcAttr = (s: Source): string =>
  s.pile === 'waste' ? 'w' : s.pile === 'foundation' ? `f${s.suit}` : `c${s.col}:${s.index}`;
function parseSrc(v: string | undefined): Source | null {
  if (!v) return null;
  if (v === 'w') return { pile: 'waste' };
  if (v[0] === 'f') return { pile: 'foundation', suit: Number(v[1]) as 0 };
  const [col, index] = v.slice(1).split(':').map(Number);
  return { pile: 'column', col: col as 0, index };
}
const targetKey = (t: Target) => (t.pile === 'foundation' ? 'f' : `c${t.col}`);
const sameSource = (a: Source | null, b: Source | null) => !!a && !!b && srcAttr(a) === srcAttr(b);
/** The card a source holds (its bottom card for a run), or -1. */
function cardOf(p: Position, s: Source): number {
  if (s.pile === 'waste') return p.waste[p.waste.length - 1] ?? -1;
  if (s.pile === 'foundation') return p.foundations[s.suit] > 0 ? s.suit * 13 + p.foundations[s.suit] - 1 : -1;
  const c = p.columns[s.col];
  return c.up[s.index - c.down.length] ?? -1;
}

interface Drag {
  source: Source;
  id: number;
  x: number;
  y: number;
  els: HTMLElement[];
  moving: boolean;
}

/** The table drawn from a position. It knows no rules: it shows, and reports what the player did. */
export function Board(props: BoardProps) {
  const { position: p } = props;
  const root = useRef<HTMLDivElement>(null);
  const flipFrom = useFlip(root, [p]);
  const drag = useRef<Drag | null>(null);
  const lastTap = useRef<{ source: Source; x: number; y: number; time: number } | null>(null);
  const [targets, setTargets] = useState<Target[]>([]);
  const [dragFrom, setDragFrom] = useState<Source | null>(null);
  // Focus follows the keyboard only: a click must not leave a focus ring behind.
  const keyboard = useRef(false);
  const [stop, setStop] = useState<Stop>({ kind: 'stock' });
  const [held, setHeld] = useState<Source | null>(null);
  const current = clamp(p, stop);

  // Keep DOM focus on the current stop once the board has it. A layout effect, in the same task as
  // the render: an effect after paint left the focus on <body> for a frame when a move removed the
  // focused card, and a key pressed then was lost.
  useLayoutEffect(() => {
    const el = root.current?.querySelector<HTMLElement>(`[data-stop="${stopKey(current)}"]`);
    // A focused card that this render removed is still document.activeElement until the
    // browser's focus fixup runs (at the next rendering update), so a detached one counts as ours.
    const active = document.activeElement;
    const onBoard =
      root.current?.contains(active) || active === document.body || (active !== null && !active.isConnected);
    if (keyboard.current && el && onBoard && document.activeElement !== el) {
      el.focus();
    }
  });

  /** Ends a press: the cards it lifted are put down where the board draws them. */
  const letGo = (d: Drag) => {
    drag.current = null;
    setTargets([]);
    setDragFrom(null);
    for (const c of d.els) {
      c.classList.remove('dragging');
      c.style.transform = '';
    }
  };

  const onPointerDown = (e: PointerEvent) => {
    keyboard.current = false;
    // The same pointer pressing again: its last release never reached the board, so that press is over.
    if (drag.current?.id === e.pointerId) letGo(drag.current);
    if (e.button !== 0) return;
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-src]');
    const source = parseSrc(el?.dataset.src);
    if (!el || !source) return;
    el.setPointerCapture(e.pointerId);
    const pile = el.closest('[data-pile]') as HTMLElement;
    const els =
      source.pile === 'column'
        ? [...pile.querySelectorAll<HTMLElement>('[data-src]')].filter((c) => Number(c.dataset.idx) >= source.index)
        : [el];
    drag.current = { source, id: e.pointerId, x: e.clientX, y: e.clientY, els, moving: false };
  };

  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moving && Math.hypot(dx, dy) < 6) return;
    if (!d.moving) {
      d.moving = true;
      setTargets(props.targetsFor(d.source));
      setDragFrom(d.source);
      for (const c of d.els) c.classList.add('dragging');
    }
    for (const c of d.els) c.style.transform = `translate(${dx}px, ${dy}px)`;
  };

  // The browser took the pointer back (a touch turned into a gesture, the window lost focus): the player
  // did not let go of the card on purpose, so it is neither a tap nor a drop.
  const onPointerCancel = (e: PointerEvent) => {
    const d = drag.current;
    if (d && d.id === e.pointerId) letGo(d);
  };

  const onPointerUp = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    if (!d.moving) {
      const last = lastTap.current;
      const again =
        last !== null &&
        e.timeStamp - last.time < DOUBLE_TAP_MS &&
        Math.hypot(e.clientX - last.x, e.clientY - last.y) < 8;
      lastTap.current = again ? null : { source: d.source, x: e.clientX, y: e.clientY, time: e.timeStamp };
      if (again && last) props.onDoubleTap(last.source);
      else if (!props.onTap(d.source, e.timeStamp)) refuse(d.els.slice(0, 1));
      return;
    }
    const under = document
      .elementsFromPoint(e.clientX, e.clientY)
      .filter((x) => !d.els.some((c) => c.contains(x)))
      .map((x) => (x as HTMLElement).closest<HTMLElement>('[data-pile]'))
      .find((x) => x && x.dataset.pile !== 'stock' && x.dataset.pile !== 'waste');
    const target: Target | null = under
      ? under.dataset.pile === 'foundation'
        ? { pile: 'foundation' }
        : { pile: 'column', col: Number(under.dataset.col) as 0 }
      : null;
    for (const c of d.els) {
      if (c.dataset.card) flipFrom.current.set(c.dataset.card, c.getBoundingClientRect());
    }
    const moved = target !== null && props.onDrop(d.source, target);
    letGo(d);
    if (moved) return;
    // Slide back from where it was let go, then a short shake.
    refuse(d.els);
    props.onSay('That card cannot go there.');
  };

  /** A short shake of cards that could not go (restarted if they were shaking already). */
  const refuse = (els: HTMLElement[]) => {
    for (const c of els) {
      c.classList.remove('refused');
      void c.offsetWidth; // a new animation, not the rest of the last one
      c.classList.add('refused');
      c.addEventListener('animationend', () => c.classList.remove('refused'), { once: true });
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    keyboard.current = true;
    if (e.key.startsWith('Arrow')) {
      e.preventDefault();
      setStop(move(p, current, e.key as 'ArrowLeft'));
      return;
    }
    if (e.key === 'Escape' && held) {
      setHeld(null);
      props.onSay('Put back.');
      return;
    }
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    if (current.kind === 'stock') {
      props.onStock();
      return;
    }
    if (held) {
      const target = targetAt(current);
      setHeld(null);
      if (sameSource(held, sourceAt(p, current)) || !target) return props.onSay('Put back.');
      if (!props.onDrop(held, target)) props.onSay('That card cannot go there.');
      return;
    }
    const source = sourceAt(p, current);
    if (!source) return;
    setHeld(source);
    props.onSay('Picked up. Move to a foundation or a column and press Enter to put it down; Escape puts it back.');
  };

  const tab = (s: Stop) => (stopKey(s) === stopKey(current) ? 0 : -1);
  // A card can only go to its own suit's foundation: light that one, not all four.
  const suitAt = (src: Source | null) => {
    const c = src ? cardOf(p, src) : -1;
    return c < 0 ? -1 : Math.floor(c / 13);
  };
  const fits = (t: Target, suit: number | undefined, src: Source | null) =>
    t.pile === 'column' || suit === undefined || suitAt(src) === suit;
  const targetClass = (t: Target, suit?: number) =>
    targets.some((x) => targetKey(x) === targetKey(t)) && fits(t, suit, dragFrom) ? ' target' : '';
  const hintClass = (s: Source | null) => (props.hintSource && s && sameSource(props.hintSource, s) ? ' hinted' : '');
  const hintTargetClass = (t: Target, suit?: number) =>
    props.hintTarget && targetKey(props.hintTarget) === targetKey(t) && fits(t, suit, props.hintSource)
      ? ' hint-target'
      : '';
  const heldClass = (s: Source) => (held && sameSource(held, s) ? ' held' : '');
  const face = (c: Card, s: Source, extra: Record<string, unknown>) => (
    <CardFace card={c} class={`${hintClass(s)}${heldClass(s)}`} data-src={srcAttr(s)} {...extra} />
  );

  const wasteShown = p.waste.slice(-(p.rules.draw === 3 ? 3 : 1));
  const { passes } = props;
  const lastPass = passes !== null && passes.now >= passes.of;
  return (
    <div
      class="board"
      role="application"
      aria-label="Klondike table"
      aria-roledescription="card table"
      ref={root}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
    >
      <div class="top-row">
        <section class="pile stock" aria-label="Stock" data-pile="stock" data-count={p.stock.length}>
          <button
            type="button"
            class="stock-button"
            data-stop="stock"
            tabIndex={tab({ kind: 'stock' })}
            aria-label={`${
              p.stock.length > 0
                ? `Stock, ${p.stock.length} cards: draw`
                : p.waste.length === 0
                  ? 'Stock, empty'
                  : lastPass
                    ? 'Stock, empty: no passes left'
                    : 'Stock, empty: turn the waste over'
            }${passes ? `; pass ${passes.now} of ${passes.of}` : ''}`}
            onClick={props.onStock}
          >
            {p.stock.length > 0 ? <CardBack /> : <EmptySlot mark={lastPass ? '✕' : '↻'} />}
          </button>
          <span class="count" aria-hidden="true">
            {p.stock.length}
          </span>
          {passes && (
            <span class="passes" aria-hidden="true">
              Pass {passes.now}/{passes.of}
            </span>
          )}
        </section>
        <section
          class={`pile waste fan${wasteShown.length}`}
          aria-label="Waste"
          data-pile="waste"
          data-count={p.waste.length}
        >
          {wasteShown.length === 0 && (
            <div class="stop-holder" data-stop="waste" tabIndex={tab({ kind: 'waste' })}>
              <EmptySlot />
            </div>
          )}
          {wasteShown.map((c, i) =>
            i === wasteShown.length - 1 ? (
              face(
                c,
                { pile: 'waste' },
                { 'data-stop': 'waste', tabIndex: tab({ kind: 'waste' }), style: { '--fan': i } },
              )
            ) : (
              <CardFace key={c} card={c} class="under" style={{ '--fan': i }} />
            ),
          )}
        </section>
        <div class="spacer" />
        {p.foundations.map((n, suit) => {
          const s = { kind: 'foundation', suit } as Stop;
          const target: Target = { pile: 'foundation' };
          return (
            <section
              key={suit}
              class={`pile foundation${targetClass(target, suit)}${hintTargetClass(target, suit)}`}
              aria-label={`Foundation ${suit + 1}`}
              aria-description={SUIT_NAMES[suit]}
              data-pile="foundation"
              data-suit={suit}
              data-count={n}
            >
              {n === 0 ? (
                <div class="stop-holder" data-stop={stopKey(s)} tabIndex={tab(s)}>
                  <EmptySlot suit={suit} />
                </div>
              ) : (
                face(
                  suit * 13 + n - 1,
                  { pile: 'foundation', suit: suit as 0 },
                  { 'data-stop': stopKey(s), tabIndex: tab(s) },
                )
              )}
            </section>
          );
        })}
      </div>
      <div class="tableau">
        {p.columns.map((col, c) => {
          const target: Target = { pile: 'column', col: c as 0 };
          const n = col.down.length + col.up.length;
          return (
            <section
              key={c}
              class={`pile column${targetClass(target)}${hintTargetClass(target)}`}
              aria-label={`Column ${c + 1}`}
              data-pile="column"
              data-col={c}
              data-count={n}
              style={{ '--n-down': col.down.length, '--n-up': col.up.length }}
            >
              {n === 0 && (
                <div class="stop-holder" data-stop={`c${c}:-1`} tabIndex={tab({ kind: 'column', col: c, index: -1 })}>
                  <EmptySlot />
                </div>
              )}
              {col.down.map((x, i) =>
                props.thoughtful ? (
                  <CardFace
                    key={`d${x}`}
                    card={x}
                    class="seen-down"
                    style={{ '--d': i, '--u': 0 }}
                    aria-label={`face-down card`}
                  />
                ) : (
                  // Face-down cards carry no identity on the page: their place is their key.
                  <CardBack key={`d${i}`} style={{ '--d': i, '--u': 0 }} />
                ),
              )}
              {col.up.map((x, j) => {
                const index = col.down.length + j;
                const s: Stop = { kind: 'column', col: c, index };
                return face(
                  x,
                  { pile: 'column', col: c as 0, index },
                  {
                    key: x,
                    'data-idx': index,
                    'data-stop': stopKey(s),
                    tabIndex: tab(s),
                    style: { '--d': col.down.length, '--u': j },
                    onFocus: () => setStop(s),
                  },
                );
              })}
            </section>
          );
        })}
      </div>
    </div>
  );
}
