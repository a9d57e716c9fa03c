import type {ThemeConfig} from '@docusaurus/preset-classic';
import {archiveLabel, archiveUrl} from './versions';

type Navbar = NonNullable<ThemeConfig['navbar']>;
type NavbarItem = NonNullable<Navbar['items']>[number];

const gxSite = 'https://greatexpectations.io';

function linkDropdown(label: string, links: ReadonlyArray<readonly [label: string, target: string]>): NavbarItem {
  return {
    type: 'dropdown',
    label,
    position: 'left',
    // A leading slash marks a page of this site, which needs `to` for client-side routing.
    items: links.map(([itemLabel, target]) =>
      target.startsWith('/') ? {label: itemLabel, to: target} : {label: itemLabel, href: target},
    ),
  };
}

export const navbar = {
  title: 'Great Expectations',
  hideOnScroll: true,
  logo: {
    alt: 'Great Expectations documentation home',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      type: 'docSidebar',
      sidebarId: 'docs',
      label: 'Docs',
      position: 'left',
    },
    linkDropdown('Product', [
      ['GX OSS', `${gxSite}/gx-oss`],
      ['GX Cloud', `${gxSite}/gx-cloud`],
      ['Integrations', `${gxSite}/integrations`],
      ['Expectations Gallery', `${gxSite}/expectations`],
    ]),
    linkDropdown('Community', [
      ['Community hub', `${gxSite}/community`],
      ['Slack', `${gxSite}/slack`],
      ['GitHub Discussions', 'https://github.com/great-expectations/great_expectations/discussions'],
      ['Contributing on GitHub', 'https://github.com/great-expectations/great_expectations'],
    ]),
    linkDropdown('Resources', [
      ['Blog', `${gxSite}/blog`],
      ['Case studies', `${gxSite}/case-studies`],
      ['Release notes', '/blog'],
    ]),
    linkDropdown('Company', [
      ['About us', `${gxSite}/company`],
      ['Careers', `${gxSite}/careers`],
      ['Contact', `${gxSite}/contact`],
    ]),
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown__divider">'},
        {href: archiveUrl, label: archiveLabel},
      ],
    },
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
    {
      href: `${gxSite}/cloud`,
      label: 'GX Cloud',
      position: 'right',
      className: 'navbar__cloud-link button button--primary',
    },
  ],
} satisfies Navbar;
