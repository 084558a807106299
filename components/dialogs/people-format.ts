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

/** 0.75 → "75%" ("75 %" in French): rounded to a whole percent by Math.round first, the same in every language. */
export const formatPercent = (x: number | null): string =>
  x === null ? '–' : new Intl.NumberFormat(peopleLocale(), { style: 'percent' }).format(Math.round(x * 100) / 100);
