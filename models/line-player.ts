import { signal } from '@preact/signals';

/** Calls `fn` once after `ms` milliseconds; returns what cancels it. The page's is setTimeout's; tests pass a clock's. */
export type Schedule = (fn: () => void, ms: number) => () => void;

export const SPEEDS = [1, 2, 4] as const;
export type Speed = (typeof SPEEDS)[number];

/** A move a second at 1×: time to read its words and see the card land (the board's slide takes 180 ms). */
export const STEP_MS = 1000;

/**
 * The viewer's play head over a line of `last` moves (components/dialogs/LineViewer.tsx): the step on show (0
 * is the deal), and Play, which moves on a step every STEP_MS / speed until the last. Time comes from the
 * schedule it is given, never from a clock of its own.
 */
export class LinePlayer {
  readonly at = signal(0);
  readonly playing = signal(false);
  readonly speed = signal<Speed>(1);
  private cancel: (() => void) | null = null;

  constructor(
    readonly last: number,
    private readonly schedule: Schedule,
  ) {}

  /** Plays on from the step on show; from the deal when it shows the end already. */
  play(): void {
    if (this.last === 0) return;
    if (this.at.value >= this.last) this.at.value = 0;
    this.playing.value = true;
    this.wait();
  }

  pause(): void {
    this.playing.value = false;
    this.stopTimer();
  }

  toggle(): void {
    if (this.playing.value) this.pause();
    else this.play();
  }

  /** A new speed: the next step comes after the new interval, counted from now. */
  setSpeed(speed: Speed): void {
    this.speed.value = speed;
    if (this.playing.value) this.wait();
  }

  /** Shows step n (the slider): playing goes on from there, and stops there at the end. */
  seek(n: number): void {
    this.at.value = Math.max(0, Math.min(this.last, Math.trunc(n) || 0));
    if (this.at.value >= this.last) this.pause();
    else if (this.playing.value) this.wait();
  }

  /** Shows step n and stops playing (Start, Back, Next, End: the player takes the steps in hand). */
  stepTo(n: number): void {
    this.pause();
    this.seek(n);
  }

  /** The viewer closed: no step after it. */
  dispose(): void {
    this.pause();
  }

  private wait(): void {
    this.stopTimer();
    this.cancel = this.schedule(() => {
      this.cancel = null;
      this.seek(this.at.value + 1);
    }, STEP_MS / this.speed.value);
  }

  private stopTimer(): void {
    this.cancel?.();
    this.cancel = null;
  }
}
