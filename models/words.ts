import type { GeneratedI18nStructure } from '#i18n';
import { browser } from 'wxt/browser';

/**
 * The page's words: the browser's i18n messages (locales/<language>.yml, made into _locales/ by the
 * @wxt-dev/i18n module, which also types the keys). The browser picks the language from its own, falling
 * back to English for a language we have not written; a message is read synchronously, so the first paint
 * is in the player's language. Our own reader, not the module's `i18n.t`: a key's substitutions are typed
 * by their count, plurals follow the language's own rules (French says "0 coup", English "0 moves"), and
 * the first paint carries a few bytes, not the module's.
 */
type Messages = GeneratedI18nStructure;
type Key = { [K in keyof Messages]: K extends `@@${string}` ? never : K }[keyof Messages];
type Arity<N, Acc extends unknown[] = []> = Acc['length'] extends N ? Acc : Arity<N, [...Acc, string | number]>;
export type MessageKey = Simple;
type Simple = { [K in Key]: Messages[K]['plural'] extends false ? K : never }[Key];
type Plural = Exclude<Key, Simple>;

// WXT types the browser's reader with the predefined keys only; ours are typed above. Looked up at each read,
// not kept: a test may give the browser another language's reader.
const read = (key: string, subs: (string | number)[]): string =>
  (browser.i18n.getMessage as (name: string, subs: string[]) => string)(key.replaceAll('.', '_'), subs.map(String));

/** A message, its `$1`…`$9` filled in order. */
export const t = <K extends Simple>(key: K, ...subs: Arity<Messages[K]['substitutions']>): string => read(key, subs);

const plurals = new Map<string, Intl.PluralRules>();

/** The first of the private-use characters that stand for the values while a count's form is chosen. */
const MARK = 0xe000;

/**
 * A message with a count: its forms (`1:` and `n:` in the .yml) chosen by the language's plural rules,
 * `$1` the count and any further substitutions after it. The form is chosen before the values go in (read
 * with marks in their place), so a value holding the forms' separator cannot confuse the choice.
 */
export function tn<K extends Plural>(key: K, count: number, ...more: (string | number)[]): string {
  const values = [count, ...more];
  const forms = read(
    key,
    values.map((_, i) => String.fromCharCode(MARK + i)),
  ).split(' | ');
  const lang = read('lang', []) || 'en';
  const rules = plurals.get(lang) ?? plurals.set(lang, new Intl.PluralRules(lang)).get(lang);
  const form = (rules?.select(count) === 'one' ? forms[0] : forms[forms.length - 1]) ?? '';
  return form.replace(/[\ue000-\ue008]/g, (mark) => String(values[mark.charCodeAt(0) - MARK]));
}
