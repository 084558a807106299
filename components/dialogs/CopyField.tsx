import { useState } from 'preact/hooks';
import { t } from '../../models/words';

/** Puts text on the clipboard: the async Clipboard API, else the selected field and the old copy command. */
async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/**
 * Text to give a friend, shown read-only with a button that copies it, and what the friend does with it
 * (said again once copied, or how to copy it by hand when the browser would not).
 */
export function CopyField(props: { id: string; label: string; text: string; button: string; how: string }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const { id, text } = props;
  // "share-text" is said how to use by "share-how".
  const howId = `${id.replace(/-text$/, '')}-how`;
  return (
    <div class="share">
      <label for={id}>{props.label}</label>
      <div class="row">
        <input id={id} readOnly value={text} onFocus={(e) => e.currentTarget.select()} aria-describedby={howId} />
        <button
          type="button"
          onClick={async (e) => {
            const field = (e.currentTarget.parentElement?.querySelector('input') ?? null) as HTMLInputElement | null;
            setCopied((await copy(text, field)) ? 'copied' : 'failed');
          }}
        >
          {props.button}
        </button>
      </div>
      <small id={howId} role="status">
        {copied === 'copied' ? t('data.copied', props.how) : copied === 'failed' ? t('data.copyFailed') : props.how}
      </small>
    </div>
  );
}
