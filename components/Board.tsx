import type { Position } from '../engine';
import { Column, Foundation, Stock, Waste } from './Piles';
import './board.css';

/** The whole table drawn from a position. It knows no rules: what it is given is what it shows. */
export function Board({ position }: { position: Position }) {
  return (
    <div class="board">
      <div class="top-row">
        <Stock count={position.stock.length} />
        <Waste cards={position.waste} />
        <div class="spacer" />
        {position.foundations.map((count, i) => (
          <Foundation key={i} index={i} count={count} />
        ))}
      </div>
      <div class="tableau">
        {position.columns.map((col, i) => (
          <Column key={i} index={i} down={col.down} up={col.up} />
        ))}
      </div>
    </div>
  );
}
