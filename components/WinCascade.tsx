import { useEffect, useState } from 'preact/hooks';
import { usePage } from './app-context';
import { CardFace } from './Card';
import { motion } from './motion';

/** What a press on it is meant for: the press only puts the cascade away, the results wait. */
const CONTROLS = 'button, a, input, select, label, dialog';

/**
 * The win: every card leaps from the foundations and tumbles down the screen (pure CSS keyframes, a little
 * different for each card), as fast as the Motion setting says; with motion off the CSS turns it into a
 * gentle fade. The results panel follows it; any key or press puts it away sooner. On the page while the
 * game is won (Table.tsx).
 */
export function WinCascade() {
  const { app, dialog } = usePage();
  const [falling, setFalling] = useState(true);
  useEffect(() => {
    let over = false;
    const end = (results: boolean) => {
      if (over) return;
      over = true;
      stop();
      setFalling(false);
      // After the key's or the press's own work (Z takes the win back, N opens New game): the results come
      // on only if the game is still won and nothing else was opened.
      if (results)
        setTimeout(() => {
          if (app.table.state.value.won && dialog.value === null) dialog.value = 'results';
        });
    };
    const onKey = () => end(true);
    const onPress = (e: PointerEvent) => end(!(e.target as Element).closest(CONTROLS));
    const speed = motion();
    const id = setTimeout(() => end(true), speed === 0 ? 300 : 2600 * speed);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    const stop = () => {
      clearTimeout(id);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
    return () => {
      over = true;
      stop();
    };
  }, []);
  if (!falling) return null;
  const cards = Array.from({ length: 52 }, (_, i) => (i % 4) * 13 + (12 - Math.floor(i / 4)));
  return (
    <div class="cascade" aria-hidden="true">
      {cards.map((c, i) => (
        <CardFace
          key={c}
          card={c}
          class="falling"
          style={{
            '--start': `${55 + (i % 4) * 12}vw`,
            '--dx': `${((i * 37) % 90) - 60}vw`,
            '--delay': `${i * 45}ms`,
            '--spin': `${((i * 53) % 60) - 30}deg`,
          }}
        />
      ))}
    </div>
  );
}
