import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMessagesFile } from '@wxt-dev/i18n/build';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const LANGUAGES = ['en', 'fr'];

interface Message {
  readonly substitutions: number;
  readonly plural: boolean;
}

/** A language's messages as the browser gets them (the module's own reader), predefined ones (@@) left out. */
async function messages(language: string): Promise<Map<string, Message>> {
  const parsed = await parseMessagesFile(join(root, 'locales', `${language}.yml`));
  return new Map(
    parsed
      .filter((m) => !m.key[0].startsWith('@@'))
      .map((m) => [m.key.join('.'), { substitutions: m.substitutions, plural: m.type === 'plural' }]),
  );
}

/** Every source file of the extension: what ships, not the tests. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}
const code = ['components', 'models', 'entrypoints', 'workers']
  .flatMap(sources)
  .concat('wxt.config.ts')
  .map((f) => readFileSync(join(root, f), 'utf8'))
  .join('\n');

/** Keys read by name: t('a.b'), tn('a.b', n), and the manifest's __MSG_a__. */
const named = new Set([
  ...[...code.matchAll(/\btn?\(\s*'([\w.]+)'/g)].map((m) => m[1]),
  ...[...code.matchAll(/__MSG_(\w+)__/g)].map((m) => m[1]),
]);
/** Keys named in a table the code reads them from (a literal that is no more than a key: 'fault.move.wasteEmpty'). */
const listed = new Set([...code.matchAll(/'([a-z]\w*(?:\.\w+)+)'/gi)].map((m) => m[1]));
/** Keys read by a prefix and a value: t(`level.${level}`) reads every key under `level.`. */
const prefixes = [...code.matchAll(/\btn?\(\s*`([\w.]+)\$\{/g)].map((m) => m[1]);

describe('the messages', async () => {
  const english = await messages('en');

  it('every key the code reads by name is an English message', () => {
    expect([...named].filter((k) => !english.has(k))).toEqual([]);
  });

  it('every message name is one the browser loads (Chromium refuses the whole extension over one hyphen)', async () => {
    for (const language of LANGUAGES) {
      const names = [...(await messages(language)).keys()].map((k) => k.replaceAll('.', '_'));
      expect(
        names.filter((k) => !/^[A-Za-z0-9_]+$/.test(k)),
        language,
      ).toEqual([]);
    }
  });

  it('every English message is read by the code (no unused key)', () => {
    const unused = [...english.keys()].filter(
      (k) => !named.has(k) && !listed.has(k) && !prefixes.some((p) => k.startsWith(p)),
    );
    expect(unused).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has exactly the English keys, each with the same substitutions and plural forms',
    async (language) => {
      const other = await messages(language);
      expect([...english.keys()].filter((k) => !other.has(k))).toEqual([]);
      expect([...other.keys()].filter((k) => !english.has(k))).toEqual([]);
      const differing = [...english].filter(([k, m]) => {
        const o = other.get(k);
        return o && (o.substitutions !== m.substitutions || o.plural !== m.plural);
      });
      expect(differing.map(([k]) => k)).toEqual([]);
    },
  );

  // French sets a narrow no-break space before : ; ? ! and inside « »; a plain space would let a line break
  // strand the mark at the start of a line.
  it('French marks are set with a narrow no-break space, never a plain one', async () => {
    const parsed = await parseMessagesFile(join(root, 'locales', 'fr.yml'));
    const texts = parsed.flatMap((m) =>
      m.type === 'plural' ? Object.values(m.plurals as Record<string, string>) : 'message' in m ? [m.message] : [],
    );
    expect(texts.filter((x) => / [:;?!»]|« /.test(x))).toEqual([]);
  });

  // Chrome reads "$name$" as a named placeholder: "$1$2" is "$1$" then "2", and it refuses the whole extension
  // over a placeholder no message defines ("Variable $1$ used but not defined").
  it.each(LANGUAGES)('no %s message puts a dollar right after a substitution ($1$2)', async (language) => {
    const parsed = await parseMessagesFile(join(root, 'locales', `${language}.yml`));
    const texts = parsed.flatMap((m) =>
      m.type === 'plural' ? Object.values(m.plurals as Record<string, string>) : 'message' in m ? [m.message] : [],
    );
    expect(texts.filter((x) => /\$[1-9]\$/.test(x))).toEqual([]);
  });

  it('the code reads no message through a prefix that matches no key', () => {
    expect(prefixes.filter((p) => ![...english.keys()].some((k) => k.startsWith(p)))).toEqual([]);
  });
});
