import { useLayoutEffect, useState } from 'preact/hooks';
import { usePage } from './app-context';
import { CardFace } from './Card';
import { motion } from './motion';

/**
 * The win: every card leaps from the foundations and tumbles down the screen (pure CSS keyframes, a little
 * different for each card), as fast as the Motion setting says; with motion off the CSS turns it into a
 * gentle fade. The results follow it (app-context.ts: the page owes them once, whatever is pressed); any key
 * or press puts it away sooner. On the page while `falling` says so.
 */
export function WinCascade() {
  const { falling } = usePage();
  // The cards fall below the bar, not over its commands (the dialogs, in the top layer, are above it anyway):
  // the bar's height is its own (its commands wrap at a narrow window), so it is measured, once.
  const [top] = useState(() => document.querySelector('header.bar')?.getBoundingClientRect().bottom ?? 0);
  // Before the cascade is painted: a key pressed the moment it shows is never missed.
  useLayoutEffect(() => {
    let over = false;
    const end = () => {
      if (over) return;
      over = true;
      stop();
      // After the key's or the press's own work (Z takes the win back, N opens New game): the results
      // come on once nothing else is open, if the game is still over.
      setTimeout(() => {
        falling.value = false;
      });
    };
    const speed = motion();
    const id = setTimeout(end, speed === 0 ? 300 : 2600 * speed);
    document.addEventListener('keydown', end);
    document.addEventListener('pointerdown', end);
    const stop = () => {
      clearTimeout(id);
      document.removeEventListener('keydown', end);
      document.removeEventListener('pointerdown', end);
    };
    // Taken off the page some other way (another game's page in its place): it has fallen all the same.
    return () => {
      over = true;
      stop();
      falling.value = false;
    };
  }, []);
  const cards = Array.from({ length: 52 }, (_, i) => (i % 4) * 13 + (12 - Math.floor(i / 4)));
  return (
    <div class="cascade" aria-hidden="true" style={{ top: `${top}px` }}>
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
