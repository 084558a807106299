/**
 * A clock's reading ("1:15", "1:02:05"), the same in every language: the models' own (models/clock-text.ts),
 * so the bar and a session's title read alike. The dialogs' formats for people (percentages, dates, in the
 * page's language) are in dialogs/people-format.ts, off the first paint.
 */
export { clockText as formatTime } from '../models/clock-text';
