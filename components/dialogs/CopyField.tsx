import { useState } from 'preact/hooks';
import { t } from '../../models/words';

/** Puts text on the clipboard: the async Clipboard API, else the selected field and the old copy command. */
async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (field) selectFromStart(field);
    return document.execCommand?.('copy') ?? false;
  }
}

/**
 * Selects the whole field with the caret at its start, so that the field shows the readable start of a long
 * text (a challenge's deal and rules) rather than scrolling to its encoded tail, as select() does.
 */
function selectFromStart(field: HTMLInputElement) {
  field.setSelectionRange(0, field.value.length, 'backward');
  field.scrollLeft = 0;
}

/**
 * Text to give a friend, shown read-only with a button that copies it, and what the friend does with it
 * (said again once copied, or how to copy it by hand when the browser would not). The button says
 * "Copied" once it did, until the text changes (the copy on the clipboard is then no longer this one).
 */
export function CopyField(props: { id: string; label: string; text: string; button: string; how: string }) {
  const [outcome, setOutcome] = useState<{ of: string; copied: boolean } | null>(null);
  const { id, text } = props;
  const copied = outcome?.of === text ? (outcome.copied ? 'copied' : 'failed') : null;
  // "share-text" is said how to use by "share-how".
  const howId = `${id.replace(/-text$/, '')}-how`;
  return (
    <div class="share">
      <label for={id}>{props.label}</label>
      <div class="row">
        <input
          id={id}
          readOnly
          value={text}
          onFocus={(e) => selectFromStart(e.currentTarget)}
          aria-describedby={howId}
        />
        <button
          type="button"
          onClick={async (e) => {
            const field = (e.currentTarget.parentElement?.querySelector('input') ?? null) as HTMLInputElement | null;
            setOutcome({ of: text, copied: await copy(text, field) });
          }}
        >
          {copied === 'copied' ? t('data.copiedButton') : props.button}
        </button>
      </div>
      <small id={howId} role="status">
        {copied === 'copied' ? t('data.copied', props.how) : copied === 'failed' ? t('data.copyFailed') : props.how}
      </small>
    </div>
  );
}
