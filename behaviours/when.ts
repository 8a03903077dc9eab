/**
 * When an island wakes (hydrates), as Astro's client:* directives:
 * - `load`: as soon as the page has loaded (only for what the visitor needs at once);
 * - `idle`: when the browser is next idle after load (e.g. the hero slideshow: its first slide is
 *   plain HTML, so nothing waits for it);
 * - `visible`: when it comes near the screen (what moves by itself, e.g. an autoplaying carousel);
 * - `interaction`: on the first focus, press, key or click inside it (the default: forms, windows
 *   behind buttons, filters).
 * Whatever the strategy, a focus, press, key or click inside an island wakes it at once, and what
 * the visitor did meanwhile (a click on a button, text typed into a field) is not lost.
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction'

/**
 * The default: most islands only answer what the visitor does (forms, windows, filters, players),
 * so they wait for the first focus, press or key, and a phone never pays for React on a visit
 * that only reads. Islands that change by themselves (autoplaying carousels) say `visible`.
 */
export const DEFAULT_HYDRATE_WHEN: HydrateWhen = 'interaction'

/** The events that wake an island that is still asleep. */
export const WAKING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'click', 'submit'] as const
