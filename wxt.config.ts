import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

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
  // WXT has no Preact module; the preset brings the JSX transform and the react->preact/compat aliases.
  vite: () => ({ plugins: [preact()] }),
  // Icons are discovered from public/icon/<size>.png; the new tab override from entrypoints/newtab/.
  manifest: ({ browser }) => ({
    name: 'Klondike Tab',
    description: 'Klondike solitaire on every new tab, with a hint engine that knows the way out.',
    permissions: ['storage'],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: { id: GECKO_ID, data_collection_permissions: { required: ['none'] } },
          },
        }
      : { key: CHROME_KEY }),
  }),
});
