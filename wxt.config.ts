import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { literalPattern, trackedFiles } from './scripts/tracked-files';

/**
 * `wxt build|zip --mode store` (npm run zip) makes the packages uploaded to the stores, in
 * .output/<browser>-mv3-store and .output/*.zip; the default mode makes the builds the tests, the
 * benchmarks and `npm start` load (.output/<browser>-mv3). They differ only where a store says so:
 * no `key` (the Chrome Web Store refuses one), no benchmark page. `npm run check:packages` checks it.
 */
const STORE_MODE = 'store';
// WXT also sets NODE_ENV to the mode, and Vite then builds the development flavour of every
// dependency (the store zip came out 14 KB bigger than the tested build): a store build is a
// production build.
if (process.env.NODE_ENV === STORE_MODE) process.env.NODE_ENV = 'production';

/** Pages in public/ only the benchmarks and e2e tests open (bench:newtab's baseline): not for users. */
const TEST_ONLY_PAGES = ['blank.html'];

/**
 * The oldest browsers the extension works in, from the newest features it uses:
 * - Chrome 111: color-mix() (board.css, the court cards' panel), which is also Vite 8's default build target
 *   (chrome111), so the JS syntax asks no more. The rest is older: :has() 105, container queries and
 *   cqh 105, dvh 108, @property 85, individual transform properties 104, <dialog> 37, module workers 80.
 * - Firefox 140: browser_specific_settings.gecko.data_collection_permissions (AMO requires it of new
 *   add-ons; Firefox 140 is the first desktop release that knows it, and the current ESR). The page
 *   itself needs 128 (@property; :has() 121, module workers 114, color-mix() 113, cqh 110, dvh 101).
 *   Firefox for Android learnt the key in 142 (web-ext lint warns without gecko_android saying so).
 */
const MINIMUM_CHROME_VERSION = '111';
const GECKO_STRICT_MIN_VERSION = '140.0';
const GECKO_ANDROID_STRICT_MIN_VERSION = '142.0';

/**
 * The sources zip for addons.mozilla.org holds exactly the files git tracks: everything is excluded,
 * and each tracked file included by name (WXT's includeSources wins over excludeSources). Without
 * git (say, building from an unpacked sources zip), WXT's defaults apply, minus what .gitignore names.
 */
function sourcesZip() {
  const tracked = trackedFiles(process.cwd());
  if (!tracked) return { excludeSources: ['test-results/**', 'stats.html', '**/*.log'] };
  return { excludeSources: ['**'], includeSources: tracked.map(literalPattern) };
}

/**
 * Public half of an RSA key, pinned so that Chromium gives the unpacked extension
 * the same id wherever it is loaded from (id afcokfdfdhifcoajijgnfeaalfjbkpcd; the
 * e2e tests open chrome-extension://<id>/newtab.html). Only the public key is needed
 * for that; the private key was not kept, and the Chrome Web Store assigns its own.
 */
const CHROME_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAve6jK8KVHq0cEYJKpQNwiqA9x51L81pwpJmUoMreSHbsTcynLGlizBT7ntiCl7UG' +
  'gQN/QbCuy2rK37b0HTwyQ7bF4we6Wubcv9zE2kuVRxzQ0dkS+A3E9xyVfp527w17yBpBQxdYMpHGva1drVNlpHSSC+EKD/JcsIPIVqEn/IoQ' +
  'eFGrdYNWUjZRt26e9QDHbUs9HdUJWVcgSQK3GqHaMXOXGdUOAHjOIZIF5V1cb7H3YXie9zFxK9bDj+kw2hgU03QSLTByQX49shBMRke3DZe2' +
  'U8J9hd9B4dxebjwQr0oVHRNy1hWJW5skh1H+52+EZ6t/tIUu0FS6nzpXJmWRWQIDAQAB';

/** Also the key of the fixed moz-extension uuid in the Firefox e2e tests. */
const GECKO_ID = 'klondike-tab@klondike-tab.dev';

export default defineConfig({
  // No webextension-polyfill: `wxt/browser` is Firefox's `browser` or Chrome's promise-based MV3 `chrome`.
  // The polyfill's wrapper of the whole `chrome` object cost the new tab ~90 ms before storage was ready.
  // No auto-imports: explicit imports keep the components -> models -> engine direction visible,
  // and keep names like `storage` or `Column` from becoming ambient globals.
  imports: false,
  // The page's words are the browser's i18n messages, written in locales/<language>.yml; the module makes
  // _locales/<language>/messages.json of them and the typed `i18n.t` that `#i18n` exports.
  modules: ['@wxt-dev/i18n/module'],
  // WXT has no Preact module; the preset brings the JSX transform and the react->preact/compat aliases.
  vite: () => ({
    plugins: [preact()],
    // Everything the new tab imports statically stays in its one chunk: rolldown 1.x (its issue #10731)
    // otherwise moves modules a lazily loaded part also imports into a chunk of their own, a second request
    // (and a kilobyte) on the first paint's path.
    // No module preloading: the helper that fetches a lazily loaded part's own imports beside it, and the list
    // of every such chunk's name, cost the first paint's script over half a kilobyte gzipped, to save a
    // millisecond or two after it (the parts load from the extension's own files; CSS is still loaded with them).
    build: {
      modulePreload: false,
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'newtab', tags: ['$initial'] }] } } },
    },
  }),
  // Icons are discovered from public/icon/<size>.png; the new tab override from entrypoints/newtab/.
  manifest: ({ browser, mode }) => ({
    // The store listing's name and description are messages too: each store shows them in the language
    // of the person browsing it.
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage'],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: GECKO_ID,
              strict_min_version: GECKO_STRICT_MIN_VERSION,
              data_collection_permissions: { required: ['none'] },
            },
            gecko_android: { strict_min_version: GECKO_ANDROID_STRICT_MIN_VERSION },
          },
        }
      : {
          minimum_chrome_version: MINIMUM_CHROME_VERSION,
          // The store refuses a `key` ("key field is not allowed in manifest") and assigns its own id.
          ...(mode === STORE_MODE ? {} : { key: CHROME_KEY }),
        }),
  }),
  hooks: {
    'build:publicAssets': (wxt, files) => {
      if (wxt.config.mode !== STORE_MODE) return;
      const kept = files.filter((file) => !TEST_ONLY_PAGES.includes(file.relativeDest));
      files.splice(0, files.length, ...kept);
    },
  },
  zip: sourcesZip(),
});
