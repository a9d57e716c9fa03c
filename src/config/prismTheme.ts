import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Prism's GitHub theme with token colours darkened to pass WCAG AA (4.5:1) on the code background
 * #f6f8fa: the stock comment, number/boolean, string, at-rule and function colours fall between 2.6:1
 * and 4.3:1. The unit test checks every colour.
 */
const accessibleColors: Record<string, string> = {
  '#999988': '#5e6a5a',
  '#e3116c': '#c8105f',
  '#36acaa': '#00777a',
  '#00a4db': '#0072a3',
  '#d73a49': '#b31d28',
};

export const prismTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => ({
    ...entry,
    style: {
      ...entry.style,
      color: entry.style.color ? (accessibleColors[entry.style.color] ?? entry.style.color) : entry.style.color,
    },
  })),
};
