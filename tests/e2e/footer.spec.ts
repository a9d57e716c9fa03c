import {test, expect} from './fixtures';
import {privacyPolicyUrl} from '../../src/config/footer';

test('the footer has link columns, social links, a logo, the copyright and the Privacy Policy @mobile', async ({
  page,
  open,
}) => {
  await open('/docs/');
  const footer = page.getByRole('contentinfo');
  for (const title of ['Documentation', 'Community', 'Legal']) {
    await expect(footer.getByText(title, {exact: true})).toBeVisible();
  }
  for (const network of ['GitHub', 'Slack', 'LinkedIn', 'YouTube']) {
    await expect(footer.getByRole('link', {name: network})).toHaveAttribute('target', '_blank');
  }
  await expect(footer.getByRole('img', {name: 'Great Expectations'})).toBeVisible();
  await expect(footer.getByText(`Copyright © ${new Date().getFullYear()} Great Expectations`)).toBeVisible();
  const privacy = footer.getByRole('link', {name: 'Privacy Policy'});
  await expect(privacy).toHaveAttribute('href', privacyPolicyUrl);
  await expect(privacy).toHaveAttribute('target', '_blank');
  await expect(privacy).toHaveAttribute('rel', /noopener/);
});

test('the footer content is at most 1200 px wide on a wide screen', async ({page, open}) => {
  await page.setViewportSize({width: 1800, height: 900});
  await open('/docs/');
  const box = await page.getByRole('contentinfo').locator('.container').first().boundingBox();
  expect(box?.width).toBeLessThanOrEqual(1200);
  expect(box?.width).toBeGreaterThan(1000);
});
