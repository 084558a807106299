/**
 * Parsers and `step` return a Result instead of throwing: bad input is an
 * expected case at the edge (a pasted deal, a stored game, a CLI line), and the
 * caller decides how to show it.
 */
export interface Failure<Code extends string = string> {
  readonly ok: false;
  readonly code: Code;
  /** A sentence naming the problem, in English, fit to print from a CLI or show an English page. */
  readonly message: string;
  /**
   * What the sentence names (a column, a count, a card), in its order: for a page that says `code` in
   * its own language. Absent when the sentence names nothing.
   */
  readonly values?: readonly (string | number)[];
}
export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}
export type Result<T, Code extends string = string> = Success<T> | Failure<Code>;

export const ok = <T>(value: T): Success<T> => ({ ok: true, value });
export const fail = <Code extends string>(
  code: Code,
  message: string,
  values?: readonly (string | number)[],
): Failure<Code> => (values ? { ok: false, code, message, values } : { ok: false, code, message });

/** A failure with its reason as data, for a page to say in its own language (the message says it in English). */
export type Refusal<Reason, Code extends string = string> = Failure<Code> & { readonly reason: Reason };

export const refuse = <Code extends string, Reason>(
  code: Code,
  reason: Reason,
  message: string,
): Refusal<Reason, Code> => ({
  ...fail(code, message),
  reason,
});

/** The longest piece of input a message shows back: enough to recognise it, never a wall of text. */
const QUOTED = 24;

/** A piece of untrusted input cut to a readable length. */
export const clip = (text: string): string => (text.length > QUOTED ? `${text.slice(0, QUOTED)}…` : text);

/** A piece of untrusted input as a message shows it: in quotes, cut to a readable length. */
export const quote = (text: string): string => JSON.stringify(clip(text));
