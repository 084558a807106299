import { effect } from '@preact/signals';
import type { TableModel } from './table-model';
import type { SettingsModel } from './settings';

/**
 * Soft sounds, made on the spot with Web Audio (no files): a tick for a move,
 * a lower one for a card turned over, a short chime for a win. Off unless the
 * player turns sound on; the audio context starts only then, on a gesture.
 */
export function startSound(table: TableModel, settings: SettingsModel): () => void {
  let ctx: AudioContext | null = null;
  const tone = (freq: number, at: number, length: number, volume: number) => {
    if (!ctx) return;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.value = freq;
    const t = ctx.currentTime + at;
    gain.gain.setValueAtTime(volume, t);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + length);
  };
  return effect(() => {
    const change = table.change.value;
    if (!settings.data.value.sound || !change || change.kind === 'deal') return;
    ctx ??= new AudioContext();
    if (table.state.value.won) {
      for (const [i, f] of [523, 659, 784, 1047].entries()) tone(f, i * 0.12, 0.4, 0.12);
      return;
    }
    for (const [i, s] of change.steps.entries()) tone(s.step.flipped === -1 ? 880 : 660, i * 0.05, 0.06, 0.05);
  });
}
