import type { RaceOutcome, Run } from '../models/race';
import type { RaceRecord } from '../models/race-record';
import { formatTime } from './format';

const run = (r: Run) => `${formatTime(r.seconds)} in ${r.moves} moves`;

/** The race's result in words (the panel's live line, the results panel); '' while nothing is decided. */
export function raceText(record: RaceRecord, outcome: RaceOutcome): string {
  if (outcome.kind === 'on') return '';
  if (outcome.kind === 'stuck')
    return `The computer is stuck after ${outcome.them.moves} moves: finish the deal alone.`;
  const { you, them } = outcome;
  if (record.kind === 'friend') {
    if (!you || !them) return '';
    return outcome.kind === 'you-won'
      ? `You beat your friend: ${run(you)}, against their ${run(them)}.`
      : `Your friend was faster: ${run(them)}, against your ${run(you)}.`;
  }
  if (outcome.kind === 'they-won') {
    return `The computer won the race: ${them ? run(them) : ''}.${you ? ` You finished in ${run(you)}.` : ''}`;
  }
  return `You won the race: ${you ? run(you) : ''}, ahead of the computer.`;
}
