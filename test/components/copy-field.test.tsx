// @vitest-environment happy-dom
/** The field a player copies a deal, a game or a challenge from, and its Copy button. */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyField } from '../../components/dialogs/CopyField';

const tick = () => new Promise((done) => setTimeout(done, 0));

function field(text: string) {
  return <CopyField id="challenge-text" label="Challenge" text={text} button="Challenge a friend" how="Paste it." />;
}

/** The browser's clipboard: writes it takes, or refuses (then the old copy command refuses too). */
function clipboard(takes: boolean) {
  const writeText = vi.fn(async () => {
    if (!takes) throw new Error('denied');
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
  return writeText;
}

afterEach(cleanup);

describe('the Copy button', () => {
  it('says "Copied" once its text is on the clipboard, and its own words again once the text changes', async () => {
    const writeText = clipboard(true);
    const { rerender } = render(field('Klondike deal #12345'));
    fireEvent.click(screen.getByRole('button'));
    await tick();
    expect(writeText).toHaveBeenCalledWith('Klondike deal #12345');
    expect(screen.getByRole('button').textContent).toBe('Copied');
    expect(screen.getByRole('status').textContent).toBe('Copied. Paste it.');

    rerender(field('Klondike deal #12346'));
    expect(screen.getByRole('button').textContent).toBe('Challenge a friend');
    expect(screen.getByRole('status').textContent).toBe('Paste it.');
  });

  it('keeps its own words when the copy failed, and says how to copy by hand', async () => {
    clipboard(false);
    render(field('Klondike deal #12345'));
    fireEvent.click(screen.getByRole('button'));
    await tick();
    expect(screen.getByRole('button').textContent).toBe('Challenge a friend');
    expect(screen.getByRole('status').textContent).toBe('Could not copy: select the text and copy it yourself.');
  });
});
