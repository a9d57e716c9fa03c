/** What a key press does to a dropdown menu: stay as is, open at an item, or close. */
export type MenuAction = {type: 'none'} | {type: 'focus'; index: number} | {type: 'close'};

/**
 * Keyboard model of a navbar dropdown (WAI-ARIA disclosure menu): from the toggle (index -1) or an item,
 * ArrowDown/ArrowUp move with wrap-around, Home/End jump to the ends, Escape closes.
 */
export function menuKeyAction(key: string, index: number, count: number): MenuAction {
  if (count === 0) return key === 'Escape' ? {type: 'close'} : {type: 'none'};
  switch (key) {
    case 'ArrowDown':
      return {type: 'focus', index: (index + 1) % count};
    case 'ArrowUp':
      return {type: 'focus', index: index <= 0 ? count - 1 : index - 1};
    case 'Home':
      return {type: 'focus', index: 0};
    case 'End':
      return {type: 'focus', index: count - 1};
    case 'Escape':
      return {type: 'close'};
    default:
      return {type: 'none'};
  }
}
