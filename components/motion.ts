/**
 * How long movement takes against Normal's (0: none at all): the player's Motion setting, or the system's
 * reduced-motion wish, as the entry point puts it on the page's root before the first paint (main.tsx).
 */
export const motion = (): number => Number(document.documentElement.dataset.motion ?? 1);
