import {describe, expect, it} from 'vitest';
import {menuKeyAction} from '@site/src/theme/NavbarItem/DropdownNavbarItem/Desktop/keyboard';

describe('navbar dropdown keyboard model', () => {
  it.each([
    // key, focused index (-1 = the toggle), item count, expected action
    ['ArrowDown', -1, 3, {type: 'focus', index: 0}],
    ['ArrowDown', 0, 3, {type: 'focus', index: 1}],
    ['ArrowDown', 2, 3, {type: 'focus', index: 0}],
    ['ArrowUp', -1, 3, {type: 'focus', index: 2}],
    ['ArrowUp', 0, 3, {type: 'focus', index: 2}],
    ['ArrowUp', 2, 3, {type: 'focus', index: 1}],
    ['Home', 2, 3, {type: 'focus', index: 0}],
    ['End', 0, 3, {type: 'focus', index: 2}],
    ['Escape', 1, 3, {type: 'close'}],
    ['Escape', -1, 0, {type: 'close'}],
    ['ArrowDown', -1, 0, {type: 'none'}],
    ['Tab', 1, 3, {type: 'none'}],
    ['a', 1, 3, {type: 'none'}],
  ] as const)('%s from %i of %i items → %j', (key, index, count, expected) => {
    expect(menuKeyAction(key, index, count)).toEqual(expected);
  });
});
