import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/** A native modal <dialog>: focus is trapped and Escape closes it, as the platform does it. */
export function Modal(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  class?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (props.open && !d.open) d.showModal();
    if (!props.open && d.open) d.close();
  }, [props.open]);
  return (
    <dialog ref={ref} class={`modal ${props.class ?? ''}`} aria-label={props.title} onClose={props.onClose}>
      {props.open && (
        <>
          <h2>{props.title}</h2>
          {props.children}
        </>
      )}
    </dialog>
  );
}
