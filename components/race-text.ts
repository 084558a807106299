import type { Run } from '../engine/mode';
import type { RaceStanding } from '../engine/race';
import type { RaceRecord } from '../models/race-record';
import { t } from '../models/words';
import { formatTime } from './format';

/** A side's run in words ("3:20 in 140 moves"), for the race's panel and its result. */
export const run = (r: Run): string => t('race.run', formatTime(r.seconds), r.moves);

/** The race's result in words (the panel's live line, the results panel); '' while nothing is decided. */
export function raceText(record: RaceRecord, standing: RaceStanding): string {
  if (standing.kind === 'on') return '';
  if (standing.kind === 'stuck') return t('race.stuck', standing.them.moves);
  const { you, them } = standing;
  if (record.kind === 'friend') {
    if (!you || !them) return '';
    return standing.kind === 'you-won'
      ? t('race.beatFriend', run(you), run(them))
      : t('race.friendFaster', run(them), run(you));
  }
  if (standing.kind === 'they-won') {
    const won = t('race.computerWon', them ? run(them) : '');
    return you ? `${won} ${t('race.youFinished', run(you))}` : won;
  }
  return t('race.youWon', you ? run(you) : '');
}
