/** A button that does nothing for now, still in the focus order (a disabled one would drop the focus). */
export const off = (yes: boolean, cls = '') => ({
  'aria-disabled': yes ? ('true' as const) : undefined,
  class: `${cls}${yes ? ' off' : ''}`.trim() || undefined,
});
