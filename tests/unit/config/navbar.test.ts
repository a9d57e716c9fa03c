import {describe, expect, it} from 'vitest';
import {navbar} from '@site/src/config/navbar';
import {archiveLabel, archiveUrl} from '@site/src/config/versions';

const items = navbar.items as ReadonlyArray<Record<string, unknown>>;

describe('navbar', () => {
  it.each(['Product', 'Community', 'Resources', 'Company'])('has a %s dropdown with links', (label) => {
    const dropdown = items.find((item) => item.type === 'dropdown' && item.label === label);
    const links = (dropdown?.items ?? []) as ReadonlyArray<Record<string, unknown>>;
    expect(links.filter((link) => typeof link.label === 'string').length).toBeGreaterThan(0);
  });

  it.each(['docsVersionDropdown', 'localeDropdown', 'search'])('has a %s item on the right', (type) => {
    expect(items.find((item) => item.type === type)).toMatchObject({position: 'right'});
  });

  it('ends the version dropdown with the archive of older releases', () => {
    const dropdown = items.find((item) => item.type === 'docsVersionDropdown');
    const after = dropdown?.dropdownItemsAfter as Array<Record<string, unknown>>;
    expect(after.at(-1)).toEqual({href: archiveUrl, label: archiveLabel});
  });

  it('shows the cloud link as a button', () => {
    const cloud = items.find((item) => item.label === 'GX Cloud' && typeof item.href === 'string');
    expect(cloud?.className).toMatch(/\bbutton\b/);
  });

  it('uses client-side routing for links to this site', () => {
    const links = items.flatMap((item) => (item.items as Array<Record<string, unknown>> | undefined) ?? []);
    for (const link of links) {
      if (typeof link.href === 'string') expect(link.href).toMatch(/^https:\/\//);
      else expect(link.to).toMatch(/^\//);
    }
  });
});
