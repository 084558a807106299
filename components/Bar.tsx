import type { ComponentChildren } from 'preact';
import { t } from '../models/words';
import { usePage } from './app-context';

/**
 * The one bar of every mode: what is being played (`title`), its figures, and the commands of the game on
 * show and of the page (Page.commands), each a button with its keys. Its height never changes with what it
 * shows (see table.css).
 */
export function Bar({ title, children }: { title: ComponentChildren; children: ComponentChildren }) {
  const commands = usePage().commands.value;
  return (
    <header class="bar">
      <p class="deal">
        <span>{title}</span>
      </p>
      {children}
      <nav class="commands" aria-label={t('bar.commands')}>
        {commands.map(
          (c) =>
            c.label && (
              <button
                key={c.id}
                type="button"
                class={`${c.id}-button`}
                onClick={c.run}
                disabled={!c.enabled.value}
                aria-pressed={c.pressed?.value}
                aria-busy={c.busy?.value}
                aria-label={c.short && t(c.label)}
                aria-keyshortcuts={c.keys}
              >
                {c.short ?? t(c.label)}
              </button>
            ),
        )}
      </nav>
    </header>
  );
}
