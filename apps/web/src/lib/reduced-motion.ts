/**
 * Whether the user asked the system for less motion (prefers-reduced-motion: reduce). antd's
 * transitions and the charts' animations are then off: content appears at once. Read once at
 * start-up, as the setting rarely changes while a page is open. The browser journeys ask for it
 * too (e2e/support/browser.ts): nothing waits for an animation to finish.
 */
export const prefersReducedMotion: boolean = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
