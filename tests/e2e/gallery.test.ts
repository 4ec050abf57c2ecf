import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(180_000);

/** The demo lookbook's gallery: a slider of six images, autoplay every 3 s, lightbox on. */
const GALLERY = '.sqs-gallery-block';
const TITLE = 'At home with Harbour & Loom';

const scrollLeft = (page: Page) =>
  page.locator(`${GALLERY} .gallery-items`).evaluate((list) => Math.round(list.scrollLeft));
const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? document.activeElement?.tagName);

describeInChromium('gallery scripts in Chromium', (suite) => {
  const open = (path: string) => suite.page.goto(`${suite.url}${path}`, { waitUntil: 'networkidle' });

  it('plays the slider by itself until the visitor pauses it with the visible button', async () => {
    const { page, watch } = suite;
    await open('/lookbook');
    const toggle = page.getByRole('button', { name: 'Pause slideshow' });
    await toggle.waitFor({ state: 'visible' });
    const start = await scrollLeft(page);
    await page.waitForFunction(
      (from) => Math.round(document.querySelector('.sqs-gallery-block .gallery-items')!.scrollLeft) !== from,
      start,
      { timeout: 8_000 },
    );
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Play slideshow' }).isVisible()).resolves.toBe(true);
    // the smooth scroll under way settles, then nothing moves for longer than the autoplay delay
    await page.waitForTimeout(1_000);
    const paused = await scrollLeft(page);
    await page.waitForTimeout(4_000);
    await expect(scrollLeft(page)).resolves.toBe(paused);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  it('stays still for a visitor who asks for reduced motion, who can still play it', async () => {
    const { page } = suite;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open('/lookbook');
    const play = page.getByRole('button', { name: 'Play slideshow' });
    await play.waitFor({ state: 'visible' });
    await page.waitForTimeout(4_000);
    await expect(scrollLeft(page)).resolves.toBe(0);
    await play.click();
    await page.waitForFunction(
      () => document.querySelector('.sqs-gallery-block .gallery-items')!.scrollLeft > 0,
      undefined,
      { timeout: 8_000 },
    );
    await expect(page.getByRole('button', { name: 'Pause slideshow' }).isVisible()).resolves.toBe(true);
  });

  it('opens an image in the lightbox by click or Enter; arrows move, focus stays inside and returns; Escape, Close and outside close', async () => {
    const { page, watch } = suite;
    // autoplay off, so the links stay where the clicks land
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open('/lookbook');
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor({ state: 'visible' });
    const links = page.locator(`${GALLERY} a.gallery-link`);
    const dialog = page.getByRole('dialog', { name: TITLE });
    const image = dialog.locator('img');

    await links.first().click();
    await dialog.waitFor({ state: 'visible' });
    expect(page.url()).toBe(`${suite.url}/lookbook`);
    await expect(image.getAttribute('src')).resolves.toContain('hand-thrown-vase-1.svg');
    await expect(image.getAttribute('alt')).resolves.toBe('Hand-thrown vase on a windowsill');
    await expect(dialog.getByText('Image 1 of 6').isVisible()).resolves.toBe(true);
    await expect(focusedText(page)).resolves.toBe('Close');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await page.keyboard.press('ArrowRight');
    await expect(image.getAttribute('alt')).resolves.toBe('Stoneware mug');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Image 6 of 6').isVisible()).resolves.toBe(true);
    await expect(image.getAttribute('alt')).resolves.toBe('Arc floor lamp');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByText('Image 1 of 6').isVisible()).resolves.toBe(true);
    // Tab goes round the dialog's three buttons and never reaches the page behind
    for (let press = 0; press < 5; press++) {
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(
      page.evaluate(() => document.activeElement === document.querySelector('a.gallery-link')),
    ).resolves.toBe(true);

    // Enter on the second link opens the second image; the close button closes and gives focus back
    await links.nth(1).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'visible' });
    await expect(image.getAttribute('alt')).resolves.toBe('Stoneware mug');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(
      page.evaluate(() => document.activeElement === document.querySelectorAll('a.gallery-link')[1]),
    ).resolves.toBe(true);

    // a click outside the image closes it; one on the image does not
    await links.nth(2).click();
    await dialog.waitFor({ state: 'visible' });
    await image.click();
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    expect(watch.consoleErrors).toEqual([]);
  });
});
