import { useEffect, useState } from 'preact/hooks';
import {
  addMonths,
  type DayMark,
  dailyStreak,
  dayMarks,
  firstDay,
  monthDates,
  today as dayOf,
} from '../../models/daily-archive';
import { Modal } from './Modal';
import { off } from './off';
import { useDialog } from './useDialog';

const MARK_WORDS: Record<DayMark, string> = {
  clean: 'won without undo or hint',
  won: 'won',
  lost: 'lost',
  none: 'not played',
};
const MARK_SIGNS: Record<DayMark, string> = { clean: '★', won: '✓', lost: '✗', none: '' };
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A date in words, in the player's language: "2 December 2026"; a month: "December 2026". */
const inWords = (date: string, parts: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { ...parts, timeZone: 'UTC' });
const localDate = (at: number) => dayOf(new Date(at));

/**
 * The daily deals' calendar: a month at a time, back to the first day this browser played, each day marked
 * (won without undo or hint, won, lost, not played) and playable; the streak of daily wins; any earlier
 * day on request.
 */
export function DailyDialog() {
  const { open, close } = useDialog('daily');
  return (
    <Modal open={open} title="Daily deals" onClose={close} class="daily">
      <DailyBody />
    </Modal>
  );
}

function DailyBody() {
  const { app, close, start } = useDialog('daily');
  const [dailies, setDailies] = useState<Awaited<ReturnType<typeof app.games.dailies>> | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [other, setOther] = useState('');
  useEffect(() => {
    void app.games.dailies().then(setDailies);
  }, [app]);
  if (!dailies) return <p>Reading the days played…</p>;
  const { today, known } = dailies;
  const games = app.pastGames.value;
  const marks = dayMarks(known, games);
  const first = firstDay(today, marks, games, localDate).slice(0, 7);
  const shown = month ?? today.slice(0, 7);
  const dates = monthDates(shown);
  const lead = (new Date(`${dates[0]}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday first
  const weeks: (string | null)[][] = [];
  const cells = [...Array(lead).fill(null), ...dates];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const play = (date: string) => start(() => app.games.daily(false, date));
  return (
    <>
      <p class="note">
        Every day has one deal, the same for every player in every browser: it comes from the date alone, and the engine
        proved it can be won. Today’s is the same for everyone today.
      </p>
      <p>
        Current streak of daily wins (each won on its day):{' '}
        <strong>{dailyStreak(today, dayMarks(known, games, localDate))}</strong>
      </p>
      <div class="row month-nav">
        <button type="button" {...off(shown <= first)} onClick={() => shown > first && setMonth(addMonths(shown, -1))}>
          ‹ {inWords(`${addMonths(shown, -1)}-01`, { month: 'long' })}
        </button>
        <h3 id="daily-month" aria-live="polite">
          {inWords(`${shown}-01`, { month: 'long', year: 'numeric' })}
        </h3>
        <button
          type="button"
          {...off(shown >= today.slice(0, 7))}
          onClick={() => shown < today.slice(0, 7) && setMonth(addMonths(shown, 1))}
        >
          {inWords(`${addMonths(shown, 1)}-01`, { month: 'long' })} ›
        </button>
      </div>
      <table class="calendar" aria-labelledby="daily-month">
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((d) => d) ?? ''}>
              {week.map((date, i) => {
                if (!date) return <td key={`empty${i}`} />;
                const mark = marks.get(date) ?? 'none';
                const words = `${inWords(date, { day: 'numeric', month: 'long', year: 'numeric' })}: ${MARK_WORDS[mark]}`;
                return (
                  <td key={date} data-mark={mark} data-today={date === today || undefined}>
                    <button
                      type="button"
                      aria-current={date === today ? 'date' : undefined}
                      disabled={date > today}
                      aria-label={date > today ? words.replace(MARK_WORDS.none, 'still to come') : `${words}. Play it`}
                      onClick={() => play(date)}
                    >
                      {Number(date.slice(8))}
                      <span aria-hidden="true">{MARK_SIGNS[mark]}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="note">★ won without undo or hint · ✓ won · ✗ lost</p>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (/^\d{4}-\d\d-\d\d$/.test(other) && other <= today) play(other);
        }}
      >
        <label>
          Another day’s deal <small>(any day up to today)</small>
          <input type="date" max={today} value={other} onInput={(e) => setOther(e.currentTarget.value)} required />
        </label>
        <button type="submit">Play that day’s deal</button>
      </form>
      <div class="actions">
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
    </>
  );
}
