import { useEffect, useState } from 'preact/hooks';
import { usePage } from './app-context';
import { CardFace } from './Card';

/**
 * The win: every card leaps from the foundations and tumbles down the screen
 * (pure CSS keyframes, a little different for each card), as fast as the Motion
 * setting says; with motion off the CSS turns it into a gentle fade.
 */
export function WinCascade() {
  // Any key or click puts it away (it is only for show), and brings the results on at once.
  const { dialog } = usePage();
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const skip = () => {
      setShown(false);
      if (dialog.value === null) dialog.value = 'results';
    };
    for (const type of ['keydown', 'pointerdown']) document.addEventListener(type, skip, { once: true });
    return () => {
      for (const type of ['keydown', 'pointerdown']) document.removeEventListener(type, skip);
    };
  }, []);
  if (!shown) return null;
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
