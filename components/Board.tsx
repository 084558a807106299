import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { type Card, cardAt, type Col, foundationAt, homePileFor, homeTop, type Source, type Target } from '../engine';
import { t, tn } from '../models/words';
import type { BoardProps } from './board-props';
import { CardBack, CardFace, EmptySlot } from './Card';
import { suitName } from './card-words';
import { type Place, placeKey } from './place-key';
import { useDrag } from './useDrag';
import { useFlip } from './useFlip';
import { useKeyboardStops } from './useKeyboardStops';
// In cascade order: a later file's rule wins over an earlier one's of the same weight (a state over a face).
import './sizes.css';
import './theme.css';
import './looks.css';
import './layout.css';
import './card-faces.css';
import './states.css';

const STOCK = placeKey({ pile: 'stock' });
const WASTE = placeKey({ pile: 'waste' });

/** The table drawn from a position. It knows no rules: it shows, and reports what the player did. */
export function Board(props: BoardProps) {
  const { position: p } = props;
  const root = useRef<HTMLDivElement>(null);
  const flipFrom = useFlip(root, [p]);
  const [lifted, pointer] = useDrag(props, flipFrom);
  const [at, held, setStop, keys] = useKeyboardStops(root, p, props);

  const tab = (key: string) => (key === at ? 0 : -1);
  const is = (a: Place | null, key: string) => !!a && placeKey(a) === key;
  const decks = p.foundations.length / 4;
  // A card can only go to a foundation of its own suit: light that one.
  const lights = (t: Target | null, from: Source | null, key: string) => {
    if (!t) return false;
    if (t.pile === 'column') return is(t, key);
    const c = from ? cardAt(p, from) : -1;
    return c >= 0 && is(foundationAt(p, homePileFor(p, c)), key);
  };
  /** A pile's rings: where the card held with the pointer could go, where the hint's move goes. */
  const rings = (pile: Place) => {
    const key = placeKey(pile);
    const target = lifted?.[1].some((t) => lights(t, lifted[0], key));
    return `${target ? ' target' : ''}${lights(props.hintTarget, props.hintSource, key) ? ' hint-target' : ''}`;
  };
  /** The place for the keyboard on an empty pile. */
  const holder = (key: string, slot: JSX.Element) => (
    <div class="stop-holder" data-stop={key} tabIndex={tab(key)}>
      {slot}
    </div>
  );
  /** A card that can be taken hold of: its key names it as a source and as a stop. */
  const face = (c: Card, s: Source, extra?: Record<string, unknown>) => {
    const key = placeKey(s);
    return (
      <CardFace
        card={c}
        class={`${is(props.hintSource, key) ? ' hinted' : ''}${is(held, key) ? ' held' : ''}`}
        data-src={key}
        data-stop={key}
        tabIndex={tab(key)}
        {...extra}
      />
    );
  };

  const wasteShown = p.waste.slice(-(p.rules.draw === 3 ? 3 : 1));
  const { passes } = props;
  const lastPass = passes !== null && passes.now >= passes.of;
  const stock = (
    <section key="stock" class="pile stock" aria-label={t('pile.stock')} data-pile={STOCK} data-count={p.stock.length}>
      <button
        type="button"
        class="stock-button"
        data-stop={STOCK}
        tabIndex={tab(STOCK)}
        aria-label={`${
          p.stock.length > 0
            ? tn('pile.stockDraw', p.stock.length)
            : p.waste.length === 0
              ? t('pile.stockEmpty')
              : lastPass
                ? t('pile.stockNoPasses')
                : t('pile.stockRecycle')
        }${passes ? t('pile.passOf', passes.now, passes.of) : ''}`}
        onClick={props.onStock}
      >
        {p.stock.length > 0 ? <CardBack /> : <EmptySlot mark={lastPass ? '✕' : '↻'} />}
      </button>
      <span class="count" aria-hidden="true">
        {p.stock.length}
      </span>
      {passes && (
        <span class="passes" aria-hidden="true">
          {t('pile.passShort', passes.now, passes.of)}
        </span>
      )}
    </section>
  );
  const waste = (
    <section
      key="waste"
      class={`pile waste fan${wasteShown.length}`}
      aria-label={t('pile.waste')}
      data-pile={WASTE}
      data-count={p.waste.length}
    >
      {wasteShown.length === 0 && holder(WASTE, <EmptySlot />)}
      {wasteShown.map((c, i) =>
        i === wasteShown.length - 1 ? (
          face(c, { pile: 'waste' }, { style: { '--fan': i } })
        ) : (
          <CardFace key={c} card={c} class="under" style={{ '--fan': i }} />
        ),
      )}
    </section>
  );
  const foundations = p.foundations.map((n, i) => {
    const s = foundationAt(p, i);
    const suit = Math.floor(i / decks);
    const key = placeKey(s);
    return (
      <section
        key={key}
        class={`pile foundation${rings(s)}`}
        aria-label={t('pile.foundation', i + 1)}
        aria-description={suitName(suit)}
        data-pile={key}
        data-count={n}
      >
        {n === 0 ? holder(key, <EmptySlot suit={suit} />) : face(homeTop(p, i) as Card, s)}
      </section>
    );
  });
  return (
    <div
      class={props.left ? 'board left' : 'board'}
      role="application"
      aria-label={decks === 2 ? t('board.spider') : t('board.klondike')}
      aria-roledescription={t('board.role')}
      ref={root}
      {...pointer}
      {...keys}
    >
      <div class="top-row">{props.left ? [...foundations, waste, stock] : [stock, waste, ...foundations]}</div>
      <div class="tableau">
        {p.columns.map((col, c) => {
          const pile: Place = { pile: 'column', col: c as Col };
          const n = col.down.length + col.up.length;
          return (
            <section
              key={c}
              class={`pile column${rings(pile)}`}
              aria-label={t('pile.column', c + 1)}
              data-pile={placeKey(pile)}
              data-count={n}
              style={{ '--n-down': col.down.length, '--n-up': col.up.length }}
            >
              {n === 0 && holder(placeKey({ ...pile, index: -1 }), <EmptySlot />)}
              {col.down.map((x, i) =>
                props.thoughtful ? (
                  <CardFace
                    key={`d${x}`}
                    card={x}
                    class="seen-down"
                    style={{ '--d': i, '--u': 0 }}
                    aria-label={t('card.down')}
                  />
                ) : (
                  // Face-down cards carry no identity on the page: their place is their key.
                  <CardBack key={placeKey({ ...pile, index: i })} style={{ '--d': i, '--u': 0 }} />
                ),
              )}
              {col.up.map((x, j) => {
                const s: Source = { ...pile, index: col.down.length + j };
                return face(x, s, {
                  key: x,
                  style: { '--d': col.down.length, '--u': j },
                  onFocus: () => setStop(s),
                });
              })}
            </section>
          );
        })}
      </div>
    </div>
  );
}
