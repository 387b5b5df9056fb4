import { expect, test } from './support/test';

// A phone on a slow network sends forms before scripts load: every public form must answer a plain POST with
// the same texts as with JavaScript.
test.use({ javaScriptEnabled: false });

test('the tip form answers a plain POST with field errors, then thanks', async ({ page }) => {
  await page.goto('/submit');
  const submit = page.getByRole('button', { name: 'Submit Tip' });
  await expect(submit).toBeEnabled();
  await page.getByLabel('Your tip').fill('short');
  await submit.click();
  // The spec's words, above the field's own error.
  await expect(page.getByText('Please fill in the required message field and try again.')).toBeVisible();
  await expect(page.getByText('Please write at least 10 characters')).toBeVisible();
  // What the reader typed is still there.
  await expect(page.getByLabel('Your tip')).toHaveValue('short');
  await page.getByLabel('Your tip').fill('Luma Reyes plays an unannounced closing set on Sunday morning.');
  await page.getByRole('button', { name: 'Submit Tip' }).click();
  await expect(
    page.getByText('Thank you! Your tip has been submitted and our editorial team will review it soon.'),
  ).toBeVisible();
});

test('the contact form answers a plain POST with field errors, then confirms', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Ana');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
  await expect(page.getByText('Please enter a subject')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ana');
  await page.getByLabel('E-mail', { exact: true }).fill('ana@example.test');
  await page.getByLabel('Subject').fill('Correction, sent without scripts');
  await page.getByLabel('Message', { exact: true }).fill('The Kiln story gives the wrong closing time.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Message sent! We'll get back to you within 24 hours.")).toBeVisible();
});

test('the newsletter form answers a plain POST, including from the footer', async ({ page }) => {
  await page.goto('/');
  // The footer subscribes (it used to carry the address to /newsletter and subscribe nobody).
  await page.getByRole('contentinfo').getByLabel('E-mail address').fill('no-scripts@example.test');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter#signup$/);
  await expect(page.getByRole('heading', { name: "You're on the list" })).toBeInViewport();
});

// (axe runs in the scripted specs: it needs scripts to run in the page.)
test('the newsletter form names a bad address after a plain POST', async ({ page }) => {
  await page.goto('/newsletter');
  // The browser's own check passes this one; the server's does not (no dot in the domain).
  await page.getByRole('main').getByLabel('E-mail address').fill('raver@localhost');
  await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
  await expect(page.getByRole('main').getByLabel('E-mail address')).toHaveValue('raver@localhost');
});
