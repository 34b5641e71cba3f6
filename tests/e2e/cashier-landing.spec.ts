import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support';

/*
 * The page a cashier (or anyone who is not a pharmacy) lands on when no corporate portal is set:
 * read with the gateway's own CSP on, since an inline style the CSP refuses is what left it bare.
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the landing page speaks to a cashier in the portal's look at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('corporate');
    await expect(page.getByRole('heading', { level: 1, name: 'Портал открыт только для аптек' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Если вы кассир' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('CORPORATE_PORTAL_URL');
    // The portal's background and card, applied: the stylesheet came through the CSP.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(245, 247, 250)');
    const back = page.getByRole('link', { name: 'Вернуться ко входу' });
    expect(await back.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe('rgb(11, 110, 79)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await back.click();
    await expect(page).toHaveURL(/\/pa\/sign-in$/u);
  });
}

test.describe('axe, which the CSP would keep out', () => {
  test.use({ bypassCSP: true });
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the landing page has no serious violation at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('corporate');
      await expect(page.getByRole('heading', { name: 'Если вы кассир' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `cashier landing ${viewport.width}`);
    });
  }
});
