import nprogress from 'nprogress';

/**
 * The progress bar's settings (the theme already starts it 200 ms after a pathname change, with no
 * spinner): it starts at 8%, animates in 200 ms steps and trickles forward every 800 ms.
 */
export const progressBarSettings = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
} as const;

nprogress.configure(progressBarSettings);
