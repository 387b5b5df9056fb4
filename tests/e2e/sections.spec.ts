import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectAnsweredInPlace } from './support/islands';

const sections = [
  ['/releases', 'Releases'],
  ['/festivals', 'Festivals'],
  ['/tech', 'Tech & Gear'],
  ['/reviews', 'Reviews'],
  ['/interviews', 'Interviews'],
  ['/charts', 'Charts'],
  ['/about', 'About Us'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
] as const;

for (const [path, heading] of sections) {
  test(`${path} shows its content from the database and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expectNoAxeViolations(page);
  });
}

test('festival cards show three lineup names and disable tickets when sold out', async ({ page }) => {
  await page.goto('/festivals');
  await expect(page.getByText(/\+\d+ more$/).first()).toBeVisible();
  const soldOut = page
    .locator('li[id^="festival-"]')
    .filter({ has: page.getByText('Sold Out', { exact: true }) });
  await expect(soldOut.getByRole('button', { name: 'Buy Tickets' }).first()).toBeDisabled();
});

test('a reader can send a tip; the button waits for a message', async ({ page }) => {
  await page.goto('/submit');
  const submit = page.getByRole('button', { name: 'Submit Tip' });
  await expect(submit).toBeDisabled();
  await expectAnsweredInPlace(page, async () => {
    await page.getByLabel('Your tip').fill('short');
    await submit.click();
    // The summary names what was refused (the tip alone), and the reader is taken to it.
    const status = page.locator('#tip-form').getByRole('status');
    await expect(status).toHaveText('Please fill in the required message field and try again.');
    await expect(status).toBeFocused();
    await expect(page.getByText('Please write at least 10 characters')).toBeVisible();
    await page
      .getByLabel('Your tip')
      .fill('Amelie Lens plays a surprise B2B at Awakenings on Saturday night.');
    await page.getByLabel('Related link (optional)').fill('http://127.0.0.1:9/post');
    await submit.click();
    await expect(
      page.getByText('Thank you! Your tip has been submitted and our editorial team will review it soon.'),
    ).toBeVisible();
    // The button went with the cleared form: the focus is on the thanks.
    await expect(page.locator('#tip-form').getByRole('status')).toBeFocused();
    await expect(page.getByLabel('Your tip')).toHaveValue('');
  });
  await expectNoAxeViolations(page);
});

test('the contact form checks every field and then confirms', async ({ page }) => {
  await page.goto('/contact');
  await expectAnsweredInPlace(page, async () => {
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Ana');
    await page.getByLabel('E-mail', { exact: true }).fill('ana@example.test');
    await page.getByLabel('Subject').fill('Correction');
    await page
      .getByLabel('Message', { exact: true })
      .fill('The date in your Time Warp story is off by one day.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText("Message sent! We'll get back to you within 24 hours.")).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');
  });
  await expectNoAxeViolations(page);
});

test('a reader can sign up for the newsletter with topics', async ({ page }) => {
  await page.goto('/newsletter');
  await page.getByRole('main').getByLabel('E-mail address').fill('raver@example.test');
  await page.getByLabel('Weekly charts').check();
  await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the privacy page says what is stored about readers and for how long', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'What we store, and for how long' })).toBeVisible();
  // The hourly prune job keeps view rows two days and rate-limit rows at most two days (decision 011).
  await expect(main).toContainText(
    "Your browser's name is not part of it. These rows are deleted after two days",
  );
  await expect(main).toContainText('never later than two days');
});
