import type {ThemeConfig} from '@docusaurus/preset-classic';
import {currentRelease, olderReleases} from './versions';

type Footer = NonNullable<ThemeConfig['footer']>;

/** Accessible icon link: the SVG is decorative, the label is what a screen reader says. */
function socialLink(label: string, href: string, iconClass: string) {
  return {
    html: `<a class="footer__link-item footer__social-link" href="${href}" target="_blank" rel="noopener noreferrer"><span class="footer__social-icon ${iconClass}" aria-hidden="true"></span>${label}</a>`,
  };
}

export const privacyPolicyUrl = 'https://greatexpectations.io/privacy-policy';

export const footer = {
  style: 'dark',
  logo: {
    alt: 'Great Expectations',
    src: 'img/logo.svg',
    href: 'https://greatexpectations.io',
    target: '_blank',
    width: 40,
    height: 40,
  },
  links: [
    {
      title: 'Documentation',
      items: [
        {label: `Current release (${currentRelease})`, to: '/docs/'},
        ...olderReleases.map((release) => ({label: release, to: `/docs/${release}/`})),
        {label: 'Release notes', to: '/blog'},
      ],
    },
    {
      title: 'Community',
      items: [
        socialLink('GitHub', 'https://github.com/great-expectations/great_expectations', 'footer__social-icon--github'),
        socialLink('Slack', 'https://greatexpectations.io/slack', 'footer__social-icon--slack'),
        socialLink(
          'LinkedIn',
          'https://www.linkedin.com/company/greatexpectations-data/',
          'footer__social-icon--linkedin',
        ),
        socialLink('YouTube', 'https://www.youtube.com/@greatexpectationsdata', 'footer__social-icon--youtube'),
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Privacy Policy', href: privacyPolicyUrl},
        {label: 'Terms of Service', href: 'https://greatexpectations.io/terms'},
        {
          label: 'Apache 2.0 license',
          href: 'https://github.com/great-expectations/great_expectations/blob/develop/LICENSE',
        },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Great Expectations. Documentation built with Docusaurus.`,
} satisfies Footer;
