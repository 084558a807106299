import { t } from '../../models/words';

/*
 * The formats people read in the dialogs (percentages, dates), in the page's language. Apart from
 * components/format.ts, which the first paint loads for the bar's clock: these cost it nothing here.
 */

/**
 * The locale of what people read: the page's language, in the browser's own variant of it when it has one
 * (a British browser's English page keeps its "15 Nov 2026"); the page's language alone otherwise, so a page
 * shown in English for want of the browser's language does not mix in that language's dates.
 */
export function peopleLocale(): string {
  const lang = t('lang');
  return globalThis.navigator?.languages?.find((l) => l.split('-')[0] === lang) ?? lang;
}

const percents = new Map<string, Intl.NumberFormat>();

/** 0.75 → "75%" ("75 %" in French): rounded to a whole percent by Math.round first, the same in every language. */
export function formatPercent(x: number | null): string {
  if (x === null) return '–';
  const locale = peopleLocale();
  const format =
    percents.get(locale) ?? percents.set(locale, new Intl.NumberFormat(locale, { style: 'percent' })).get(locale);
  return (format as Intl.NumberFormat).format(Math.round(x * 100) / 100);
}

/** A day ("2026-12-02") in words, in the page's language: "2 December 2026"; with other parts, "December 2026". */
export const dateInWords = (date: string, parts: Intl.DateTimeFormatOptions): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(peopleLocale(), { ...parts, timeZone: 'UTC' });

/** The options for a whole day: "2 December 2026" (a US browser: "December 2, 2026"), "2 décembre 2026". */
export const WHOLE_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
