import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectAnsweredInPlace } from './support/islands';
import { withE2eDatabase } from './support/e2e-database';

// What a reader sees of a public form's outcome where they land: on a phone, after a plain POST (sent before
// scripts load), the answer must be in view, not below the fold of a page that looks unchanged at its top.
// Own data: these sign up and send, within the per-client hourly limits the shared server's specs use up.

const uniqueAddress = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

const subscriberStatus = (baseURL: string, email: string) =>
  withE2eDatabase(baseURL, async (client) => {
    const { rows } = await client.query<{ status: string; topics: string[] }>(
      'SELECT status, topics FROM newsletter_subscribers WHERE email = $1',
      [email],
    );
    return rows[0];
  });

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the tip form's summary names the fields refused, and its thanks is in view", async ({ page }) => {
    await page.goto('/submit');
    await page.getByLabel('E-mail (optional)').fill('not-an-address');
    await page.getByLabel('Related link (optional)').fill('example');
    const tip = 'Luma Reyes closes the Kiln on Sunday, unannounced.';
    expect(tip).toHaveLength(50);
    await page.getByLabel('Your tip').fill(tip);
    await page.getByRole('button', { name: 'Submit Tip' }).click();
    await expect(page).toHaveURL(/\/submit#tip-form$/);
    const summary = page.getByText(
      'Please check your e-mail address and the related link, then send it again.',
    );
    await expect(summary).toBeInViewport();
    await expect(page.getByText('Please fill in the required message field')).toHaveCount(0);
    await expect(page.getByLabel('Your tip')).toHaveValue(tip);
    await expect(page.getByLabel('E-mail (optional)')).toHaveValue('not-an-address');

    await page.getByLabel('E-mail (optional)').fill('');
    await page.getByLabel('Related link (optional)').fill('https://example.test/kiln');
    await page.getByRole('button', { name: 'Submit Tip' }).click();
    await expect(
      page.getByRole('status').getByText('Thank you! Your tip has been submitted'),
    ).toBeInViewport();
  });

  test("the contact form's confirmation is in view", async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Ana');
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueAddress('contact'));
    await page.getByLabel('Subject').fill('Opening hours');
    await page.getByLabel('Message', { exact: true }).fill('The Kiln story gives the wrong closing time.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(page.getByRole('status').getByText('Message sent!')).toBeInViewport();
  });

  test('a refused sign-up keeps the address and every box ticked; the confirmation is in view', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/newsletter');
    const form = page.getByRole('region', { name: 'Sign up' });
    await form.getByLabel('E-mail address').fill('a@b');
    await form.getByLabel('New releases').check();
    await form.getByLabel('Weekly charts').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
    await expect(form.getByRole('alert')).toBeInViewport();
    await expect(form.getByLabel('E-mail address')).toHaveValue('a@b');
    await expect(form.getByLabel('New releases')).toBeChecked();
    await expect(form.getByLabel('Weekly charts')).toBeChecked();
    await expect(form.getByLabel('Breaking news')).not.toBeChecked();

    const email = uniqueAddress('ticked');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter#signup$/);
    await expect(form.getByRole('heading', { name: "You're on the list" })).toBeInViewport();
    expect(await subscriberStatus(baseURL!, email)).toEqual({
      status: 'pending',
      topics: ['releases', 'charts'],
    });
  });

  test("the footer subscribes through the newsletter's flow, its answer in view", async ({
    page,
    baseURL,
  }) => {
    await page.goto('/releases');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('E-mail address').fill('a@b');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter#signup$/);
    const form = page.getByRole('region', { name: 'Sign up' });
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
    await expect(form.getByRole('alert')).toBeInViewport();
    await expect(form.getByLabel('E-mail address')).toHaveValue('a@b');

    await page.goto('/releases');
    const email = uniqueAddress('footer');
    await footer.getByLabel('E-mail address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter#signup$/);
    await expect(form.getByRole('heading', { name: "You're on the list" })).toBeInViewport();
    // Subscribed for real: pending until the confirmation link (double opt-in).
    expect(await subscriberStatus(baseURL!, email)).toMatchObject({ status: 'pending' });
  });

  test('the home band lands on the sign-up, its answer in view', async ({ page }) => {
    await page.goto('/');
    const band = page.getByRole('region', { name: /every Friday/ });
    await band.getByLabel('E-mail address').fill('a@b');
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter#signup$/);
    const form = page.getByRole('region', { name: 'Sign up' });
    await expect(form.getByRole('alert')).toBeInViewport();
    await expect(form.getByLabel('E-mail address')).toHaveValue('a@b');
  });
});

test("with scripts, the footer's sign-up answers in place and takes the focus to its answer", async ({
  page,
  baseURL,
}) => {
  await page.goto('/festivals');
  const footer = page.getByRole('contentinfo');
  const email = uniqueAddress('footer-js');
  await expectAnsweredInPlace(page, async () => {
    await footer.getByLabel('E-mail address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(
      "You're on the list. Check your inbox: follow the link we sent to confirm your address.",
    );
  });
  await expect(footer.getByRole('status')).toBeFocused();
  await expect(page).toHaveURL('/festivals');
  expect(await subscriberStatus(baseURL!, email)).toMatchObject({ status: 'pending' });
  await expectNoAxeViolations(page);
});
