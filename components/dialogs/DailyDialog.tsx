import { useEffect, useState } from 'preact/hooks';
import {
  addDays,
  addMonths,
  type DayMark,
  dailyStreak,
  dayMarks,
  firstDay,
  monthDates,
  today as dayOf,
} from '../../models/daily-archive';
import { t } from '../../models/words';
import { Modal } from './Modal';
import { off } from './off';
import { dateInWords, WHOLE_DAY } from './people-format';
import { useDialog } from './useDialog';

const MARK_SIGNS: Record<DayMark, string> = { clean: '★', won: '✓', lost: '✗', none: '' };
const markWords = (mark: DayMark) => t(`daily.mark.${mark}`);

const localDate = (at: number) => dayOf(new Date(at));

/**
 * The calendar's columns, Monday first (as French weeks, and as this calendar always had it in English):
 * the days' short names in the page's language, read off a week that began on a Monday.
 */
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => dateInWords(addDays('2024-01-01', i), { weekday: 'short' }));

/**
 * The daily deals' calendar: a month at a time, back to the first day this browser played, each day marked
 * (won without undo or hint, won, lost, not played) and playable; the streak of daily wins; any earlier
 * day on request.
 */
export function DailyDialog() {
  const { open, close } = useDialog('daily');
  return (
    <Modal open={open} title={t('daily.title')} onClose={close} class="daily">
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
  if (!dailies) return <p>{t('daily.reading')}</p>;
  const { today, known } = dailies;
  const games = app.pastGames.value;
  const marks = dayMarks(known, games);
  const first = firstDay(today, marks, games, localDate).slice(0, 7);
  const shown = month ?? today.slice(0, 7);
  const dates = monthDates(shown);
  const lead = (new Date(`${dates[0]}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday first (see WEEKDAYS)
  const weeks: (string | null)[][] = [];
  const cells = [...Array(lead).fill(null), ...dates];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const play = (date: string) => start(() => app.games.daily(false, date));
  return (
    <>
      <p class="note">{t('daily.about')}</p>
      <p>
        {t('daily.streak')} <strong>{dailyStreak(today, dayMarks(known, games, localDate))}</strong>
      </p>
      <div class="row month-nav">
        <button type="button" {...off(shown <= first)} onClick={() => shown > first && setMonth(addMonths(shown, -1))}>
          ‹ {dateInWords(`${addMonths(shown, -1)}-01`, { month: 'long' })}
        </button>
        <h3 id="daily-month" aria-live="polite">
          {dateInWords(`${shown}-01`, { month: 'long', year: 'numeric' })}
        </h3>
        <button
          type="button"
          {...off(shown >= today.slice(0, 7))}
          onClick={() => shown < today.slice(0, 7) && setMonth(addMonths(shown, 1))}
        >
          {dateInWords(`${addMonths(shown, 1)}-01`, { month: 'long' })} ›
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
                const day = dateInWords(date, WHOLE_DAY);
                return (
                  <td key={date} data-mark={mark} data-today={date === today || undefined}>
                    <button
                      type="button"
                      aria-current={date === today ? 'date' : undefined}
                      disabled={date > today}
                      aria-label={
                        date > today
                          ? t('daily.day', day, t('daily.toCome'))
                          : t('daily.playIt', t('daily.day', day, markWords(mark)))
                      }
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
      <p class="note">
        {(['clean', 'won', 'lost'] as const).map((m) => `${MARK_SIGNS[m]} ${markWords(m)}`).join(' · ')}
      </p>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (/^\d{4}-\d\d-\d\d$/.test(other) && other <= today) play(other);
        }}
      >
        <label>
          {t('daily.other')} <small>{t('daily.otherNote')}</small>
          <input type="date" max={today} value={other} onInput={(e) => setOther(e.currentTarget.value)} required />
        </label>
        <button type="submit">{t('daily.playOther')}</button>
      </form>
      <div class="actions">
        <button type="button" onClick={close}>
          {t('dialog.close')}
        </button>
      </div>
    </>
  );
}
