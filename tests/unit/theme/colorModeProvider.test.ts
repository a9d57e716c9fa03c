import {createRequire} from 'node:module';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {build} from 'esbuild';
import {JSDOM} from 'jsdom';
import {createElement, act} from 'react';
import type {Root} from 'react-dom/client';
import {afterEach, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import config from '@site/docusaurus.config';

// The colour-mode state after first paint lives in theme-common's ColorModeProvider: it applies a
// choice, persists it, follows the system preference when configured, and follows a choice made in
// another tab through the `storage` event. This site keeps that logic as Docusaurus ships it (the
// switch is only disabled in the configuration), so the test runs Docusaurus's own module, not a copy.
// theme-common ships JSX in `.js` files and imports Docusaurus's client aliases, so esbuild bundles
// the module with the client aliases it needs stubbed. The DOM is jsdom's, set up after the bundle
// (esbuild refuses to run inside Vitest's jsdom environment).

type ColorModeConfig = {disableSwitch: boolean; defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean};
type ColorModeApi = {
  colorMode: 'light' | 'dark';
  colorModeChoice: 'light' | 'dark' | null;
  setColorMode: (choice: 'light' | 'dark' | null) => void;
};
type Module = {
  ColorModeProvider: (props: {children: unknown}) => unknown;
  useColorMode: () => ColorModeApi;
};

const require = createRequire(import.meta.url);
// The package's exports hide lib/contexts, so the file is found from its main entry (lib/index.js).
const themeCommon = path.dirname(path.dirname(require.resolve('@docusaurus/theme-common')));
const stubs: Record<string, string> = {
  '@docusaurus/useIsBrowser': 'export default () => true;',
  '@docusaurus/useIsomorphicLayoutEffect': 'export {useLayoutEffect as default} from "react";',
  '@generated/site-storage': 'export default {type: "localStorage", namespace: ""};',
  '@docusaurus/useDocusaurusContext':
    'export default () => ({siteConfig: {themeConfig: {colorMode: globalThis.__colorModeConfig}}});',
};

let mod: Module;
let createRoot: typeof import('react-dom/client').createRoot;

beforeAll(async () => {
  const result = await build({
    entryPoints: [path.join(themeCommon, 'lib/contexts/colorMode.js')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    loader: {'.js': 'jsx'},
    external: ['react', 'react/jsx-runtime'],
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'docusaurus-client-stubs',
        setup(b) {
          b.onResolve({filter: /^@(docusaurus|generated)\//}, (args) =>
            args.path in stubs ? {path: args.path, namespace: 'stub'} : undefined,
          );
          b.onLoad({filter: /.*/, namespace: 'stub'}, (args) => ({contents: stubs[args.path], loader: 'js'}));
        },
      },
    ],
  });
  const file = path.join(import.meta.dirname, '../../../node_modules/.cache/gx-unit/colorMode.mjs');
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, result.outputFiles[0].text);

  const dom = new JSDOM('<!doctype html><html><body></body></html>', {url: 'http://localhost/'});
  for (const [name, value] of Object.entries({
    window: dom.window,
    document: dom.window.document,
    navigator: dom.window.navigator,
    localStorage: dom.window.localStorage,
    StorageEvent: dom.window.StorageEvent,
    HTMLElement: dom.window.HTMLElement,
  })) {
    // defineProperty, since newer Node versions have a read-only global `navigator`.
    Object.defineProperty(globalThis, name, {value, configurable: true, writable: true});
  }
  // react-dom decides whether it has a DOM when it loads, so it loads after the globals are set.
  // Docusaurus tells the current tab about its own storage writes with a legacy
  // createEvent('StorageEvent') + initStorageEvent, which jsdom lacks; this gives it one.
  const createEvent = dom.window.document.createEvent.bind(dom.window.document);
  dom.window.document.createEvent = ((type: string) => {
    if (type !== 'StorageEvent') return createEvent(type);
    const event = new dom.window.Event('storage');
    const init = (...args: unknown[]) => {
      const [, , , key, oldValue, newValue, url, storageArea] = args;
      const values = {key, oldValue, newValue, url, storageArea};
      for (const [name, value] of Object.entries(values)) Object.defineProperty(event, name, {value});
    };
    return Object.assign(event, {initStorageEvent: init});
  }) as typeof document.createEvent;
  // The same for the module: it creates its storage slot when it loads.
  ({createRoot} = await import('react-dom/client'));
  mod = (await import(/* @vite-ignore */ file)) as Module;
});

let systemDark = false;
const mediaListeners = new Set<() => void>();
let root: Root | undefined;
let api: ColorModeApi;

beforeEach(() => {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
  localStorage.clear();
  systemDark = false;
  mediaListeners.clear();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return systemDark;
    },
    addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-theme-choice');
});

/** Mounts the provider the way the inline script leaves the page: `initial` already applied. */
async function mount(colorMode: ColorModeConfig, initial: 'light' | 'dark' = colorMode.defaultMode) {
  (globalThis as {__colorModeConfig?: ColorModeConfig}).__colorModeConfig = colorMode;
  document.documentElement.setAttribute('data-theme', initial);
  function Probe() {
    api = mod.useColorMode();
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(createElement(mod.ColorModeProvider as never, null, createElement(Probe))));
}

/** What another tab of the site does when the reader picks a mode there. */
async function otherTabStores(value: string | null) {
  const oldValue = localStorage.getItem('theme');
  if (value === null) localStorage.removeItem('theme');
  else localStorage.setItem('theme', value);
  await act(async () => {
    window.dispatchEvent(
      new StorageEvent('storage', {key: 'theme', oldValue, newValue: value, storageArea: localStorage}),
    );
  });
}

const theme = () => document.documentElement.getAttribute('data-theme');
const switchable = (respectPrefersColorScheme: boolean): ColorModeConfig => ({
  disableSwitch: false,
  defaultMode: 'light',
  respectPrefersColorScheme,
});

describe('colour mode after first paint (Docusaurus ColorModeProvider)', () => {
  it('applies and stores a choice', async () => {
    await mount(switchable(false));
    await act(async () => api.setColorMode('dark'));
    expect(theme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(api.colorMode).toBe('dark');
  });

  it('follows a choice made in another tab', async () => {
    await mount(switchable(false));
    await otherTabStores('dark');
    expect(theme()).toBe('dark');
    expect(api.colorModeChoice).toBe('dark');
    await otherTabStores('light');
    expect(theme()).toBe('light');
  });

  it('goes back to the system preference when another tab clears the choice', async () => {
    systemDark = true;
    await mount(switchable(true), 'light');
    await act(async () => api.setColorMode('light'));
    await otherTabStores(null);
    expect(api.colorModeChoice).toBeNull();
    expect(theme()).toBe('dark');
  });

  it('goes back to the default when the choice is cleared and the system is not consulted', async () => {
    systemDark = true;
    await mount(switchable(false), 'dark');
    await act(async () => api.setColorMode(null));
    expect(theme()).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('follows a change of the system preference while no choice is stored', async () => {
    await mount(switchable(true), 'light');
    systemDark = true;
    await act(async () => mediaListeners.forEach((listener) => listener()));
    expect(theme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it("with this site's configuration, drops a choice stored while the switch was enabled", async () => {
    localStorage.setItem('theme', 'dark');
    await mount(config.themeConfig.colorMode);
    expect(localStorage.getItem('theme')).toBeNull();
    expect(theme()).toBe('light');
  });
});
