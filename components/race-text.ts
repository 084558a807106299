import type { RaceOutcome } from '../models/race';
import type { Run } from '../models/versus';
import type { RaceRecord } from '../models/race-record';
import { t } from '../models/words';
import { formatTime } from './format';

/** A side's run in words ("3:20 in 140 moves"), for the race's panel and its result. */
export const run = (r: Run): string => t('race.run', formatTime(r.seconds), r.moves);

/** The race's result in words (the panel's live line, the results panel); '' while nothing is decided. */
export function raceText(record: RaceRecord, outcome: RaceOutcome): string {
  if (outcome.kind === 'on') return '';
  if (outcome.kind === 'stuck') return t('race.stuck', outcome.them.moves);
  const { you, them } = outcome;
  if (record.kind === 'friend') {
    if (!you || !them) return '';
    return outcome.kind === 'you-won'
      ? t('race.beatFriend', run(you), run(them))
      : t('race.friendFaster', run(them), run(you));
  }
  if (outcome.kind === 'they-won') {
    const won = t('race.computerWon', them ? run(them) : '');
    return you ? `${won} ${t('race.youFinished', run(you))}` : won;
  }
  return t('race.youWon', you ? run(you) : '');
}
