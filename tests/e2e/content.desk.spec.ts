import { request, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { storageStateFor } from './support/desk';

// The desk's content pages (issue 11, point 8): every list and edit screen of each finished kind with axe,
// an upload, a create without JavaScript, and an editor refused a delete. Names are unique per run, since
// other desk specs share the server.

const unique = (name: string) =>
  `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The id of the entry whose edit page is open. */
const entryId = (page: Page) => /\/admin\/content\/[a-z-]+\/([0-9a-f-]{36})/.exec(page.url())![1]!;

async function fillRelease(page: Page, title: string) {
  await page.getByLabel('Title', { exact: true }).first().fill(title);
  await page.getByLabel('Artist', { exact: true }).fill('E2E Artist');
  await page.getByLabel('Label', { exact: true }).fill('E2E Label');
  await page.getByLabel('Release date', { exact: true }).fill('2026-06-12');
  await page.getByLabel('Genre', { exact: true }).fill('Progressive Trance');
  await page.getByLabel('Status', { exact: true }).selectOption('published');
  await page.getByRole('group', { name: 'Track 1', exact: true }).getByLabel('Title').fill('Opening Track');
  await page.getByRole('group', { name: 'Track 1', exact: true }).getByLabel('Length').fill('5:55');
}

/** Each finished kind besides releases (walked in full below): how to fill its form with the least it needs. */
const kinds: {
  key: string;
  singular: string;
  plural: string;
  fill: (page: Page, name: string) => Promise<void>;
  /** Whether the page "View on the site" leads to is the entry's own (else a list it is somewhere in). */
  ownPage?: false;
}[] = [
  {
    key: 'festivals',
    singular: 'festival',
    plural: 'Festivals',
    fill: async (page, name) => {
      await page.getByLabel('Name', { exact: true }).first().fill(name);
      await page.getByLabel('First day').fill('2027-08-20');
      await page.getByLabel('Last day').fill('2027-08-22');
      await page.getByLabel('City or area').fill('Leipzig');
      await page.getByLabel('Country').fill('Germany');
      await page.getByLabel('Status', { exact: true }).selectOption('published');
      await page
        .getByRole('group', { name: 'Act 1', exact: true })
        .getByLabel('Artist')
        .fill('E2E Headliner');
      await page
        .getByRole('group', { name: 'Act 1', exact: true })
        .getByLabel('Billing')
        .selectOption('headliner');
      await page.getByRole('group', { name: 'Ticket 1', exact: true }).getByLabel('Name').fill('Weekend');
      await page.getByRole('group', { name: 'Ticket 1', exact: true }).getByLabel('Price').fill('149.50');
    },
  },
  {
    key: 'interviews',
    singular: 'interview',
    plural: 'Interviews',
    fill: async (page, name) => {
      await page.getByLabel('Title', { exact: true }).fill(name);
      await page.getByLabel('Guests', { exact: true }).fill('E2E Guest');
      await page.getByLabel('Status', { exact: true }).selectOption('published');
      await page.getByLabel('Body', { exact: true }).fill('<p>Talking about the desk.</p>');
    },
  },
  {
    key: 'gear',
    singular: 'gear item',
    plural: 'Gear',
    ownPage: false,
    fill: async (page, name) => {
      await page.getByLabel('Brand', { exact: true }).fill('E2E Brand');
      await page.getByLabel('Model', { exact: true }).fill(name);
      await page.getByLabel('Status', { exact: true }).selectOption('published');
      await page.getByLabel('Specifications').fill('Voices: 4');
    },
  },
  {
    key: 'reviews',
    singular: 'review',
    plural: 'Reviews',
    fill: async (page, name) => {
      await page.getByLabel('Title', { exact: true }).fill(name);
      await page.getByLabel('Rating (0 to 5)').fill('4.2');
      await page.getByLabel('Verdict').fill('Worth it.');
      await page.getByLabel('Status', { exact: true }).selectOption('published');
      await page.getByRole('group', { name: 'Retailer 1', exact: true }).getByLabel('Shop').fill('E2E Shop');
      await page
        .getByRole('group', { name: 'Retailer 1', exact: true })
        .getByLabel('Address')
        .fill('https://shop.example.test/e2e');
    },
  },
  {
    key: 'charts',
    singular: 'chart',
    plural: 'Charts',
    fill: async (page, name) => {
      await page.getByLabel('Title', { exact: true }).fill(name);
      await page.getByLabel('Period').fill('2031-W05');
      await page.getByLabel('Chart', { exact: true }).fill('E2E Chart');
      await page.getByLabel('Status', { exact: true }).selectOption('published');
      const first = page.getByRole('group', { name: 'Rank 1', exact: true });
      await first.getByLabel('Artist').fill('E2E Artist');
      await first.getByLabel('Track').fill('E2E Track');
    },
  },
  {
    key: 'gear-deals',
    singular: 'gear deal',
    plural: 'Gear deals',
    ownPage: false,
    fill: async (page, name) => {
      await page.getByLabel('Title', { exact: true }).fill(name);
      await page.getByLabel('Brand', { exact: true }).fill('E2E Brand');
      await page.getByLabel('Model', { exact: true }).fill('E2E Model');
      await page.getByLabel('Shop', { exact: true }).fill('E2E Shop');
      await page.getByLabel('Deal address (affiliate link)').fill('https://shop.example.test/deal');
      await page.getByLabel('Original price').fill('199');
      await page.getByLabel('Deal price').fill('149');
    },
  },
  {
    key: 'house-ads',
    singular: 'house ad',
    plural: 'House ads',
    fill: async (page, name) => {
      await page.getByLabel('Title', { exact: true }).fill(name);
      await page.getByLabel('Text', { exact: true }).fill('An E2E promotion.');
      await page.getByLabel('Button', { exact: true }).fill('Go');
      await page.getByLabel('Leads to').selectOption('/charts');
      // Left out of the rotation, so readers' pages on this server never draw it.
      await page.getByLabel('Shown in house slots').uncheck();
    },
  },
  {
    key: 'ad-packages',
    singular: 'ad package',
    plural: 'Ad packages',
    ownPage: false,
    fill: async (page, name) => {
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Price', { exact: true }).fill('99');
      await page.getByLabel('Per', { exact: true }).fill('week');
      await page.getByLabel('Description').fill('An E2E package.');
      await page.getByLabel('Offered on Advertise').uncheck();
    },
  },
  {
    key: 'authors',
    singular: 'author',
    plural: 'Authors',
    fill: async (page, name) => {
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('About').fill('Writes the E2E column.');
    },
  },
  {
    key: 'lexicon',
    singular: 'lexicon entry',
    plural: 'Lexicon',
    fill: async (page, name) => {
      await page.getByLabel('Kind').selectOption('label');
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Other spellings').fill(`${name} Records`);
    },
  },
];

test.describe('as an admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  for (const kind of kinds)
    test(`walks the ${kind.plural.toLowerCase()}: list, create, edit, view, delete`, async ({ page }) => {
      const name = unique(`E2E ${kind.singular}`);
      await page.goto(`/admin/content/${kind.key}`);
      await expect(page.getByRole('heading', { name: new RegExp(kind.plural), level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: `New ${kind.singular}` }).click();
      await expectNoAxeViolations(page);
      await kind.fill(page, name);
      await page.getByRole('button', { name: `Create ${kind.singular}` }).click();
      await expect(page.getByRole('status')).toContainText(new RegExp(`${kind.singular} created`, 'i'));
      await expect(
        page.getByRole('heading', { name: new RegExp(`^Edit ${kind.singular} “.*${name}”$`) }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: `Save ${kind.singular}` }).click();
      await expect(page.getByRole('status')).toContainText(new RegExp(`${kind.singular} updated`, 'i'));
      // Entries readers do not see (a house ad, anything not live) have no page to view.
      const view = page.getByRole('link', { name: 'View on the site' });
      const publicPath = (await view.count()) > 0 ? await view.getAttribute('href') : null;
      if (publicPath) {
        const reader = await page.context().browser()!.newPage();
        const answer = await reader.goto(publicPath);
        expect(answer?.status()).toBe(200);
        if (kind.ownPage !== false) await expect(reader.getByText(name).first()).toBeVisible();
        await reader.close();
      }
      await page.getByRole('link', { name: `Delete this ${kind.singular}` }).click();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: `Delete ${kind.singular}` }).click();
      await expect(page.getByRole('status')).toContainText(new RegExp(`${kind.singular} deleted`, 'i'));
    });

  test('the content page leads to every finished kind and to media', async ({ page }) => {
    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Media/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Releases/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('turns an ad slot off and on again, at once with JavaScript', async ({ page }) => {
    await page.goto('/admin/content/ad-slots');
    await expect(page.getByRole('heading', { name: 'Ad slots', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const row = page.getByRole('row', { name: /GEAR_DEALS_BOTTOM/ });
    await row.getByRole('button', { name: 'Turn off GEAR_DEALS_BOTTOM' }).click();
    await expect(page.getByRole('status')).toContainText('Ad slot updated');
    await expect(row.getByText('off', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Turn on GEAR_DEALS_BOTTOM' }).click();
    await expect(row.getByText('on', { exact: true })).toBeVisible();
  });

  test('uploads an image and offers it to image fields', async ({ page }) => {
    const png = await sharp({
      create: {
        width: 320,
        height: 180,
        channels: 3,
        background: { r: 200, g: 40, b: Math.floor(Math.random() * 255) },
      },
    })
      .png()
      .toBuffer();
    await page.goto('/admin/content/media');
    await expectNoAxeViolations(page);
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'e2e-cover.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status')).toContainText(/Image (already )?uploaded/);
    const address = await page.getByLabel('Address').first().inputValue();
    expect(address).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    const thumbnail = page.locator(`img[src*="${encodeURIComponent(address)}"]`).first();
    await thumbnail.scrollIntoViewIfNeeded();
    // Drawn from the signed image endpoint.
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectNoAxeViolations(page);

    await page.goto('/admin/content/releases/new');
    expect(
      await page
        .locator('#desk-uploads option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toContain(address);
  });

  test('walks the releases: list, search, create with tracks, add rows, edit, delete', async ({ page }) => {
    const title = unique('E2E Release');
    await page.goto('/admin/content/releases');
    await expect(page.getByRole('heading', { name: /Releases/, level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New release' }).click();
    await expect(page.getByRole('heading', { name: 'New release' })).toBeVisible();
    await expectNoAxeViolations(page);
    await fillRelease(page, title);
    await page.getByRole('button', { name: 'Add rows to tracks' }).click();
    await expect(page.getByRole('group', { name: 'Track 5', exact: true })).toBeVisible();
    // What was typed survives asking for rows.
    await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(title);
    await page.getByRole('group', { name: 'Track 5', exact: true }).getByLabel('Title').fill('Closing Track');
    await page.getByRole('button', { name: 'Create release' }).click();
    await expect(page.getByRole('status')).toContainText('Release created');
    await expect(page.getByRole('heading', { name: `Edit release “${title}”` })).toBeVisible();
    await expectNoAxeViolations(page);

    // Readers see it, tracks in order.
    const publicPage = (await page.getByRole('link', { name: 'View on the site' }).getAttribute('href'))!;
    const reader = await page.context().browser()!.newPage();
    await reader.goto(publicPage);
    await expect(reader.getByRole('heading', { name: title })).toBeVisible();
    const tracklist = reader.getByRole('region', { name: 'Tracklist' });
    await expect(tracklist.getByRole('listitem')).toHaveText([/Opening Track/, /Closing Track/]);
    await reader.close();

    await page.getByLabel('Version', { exact: true }).fill('Extended Mix');
    await page.getByRole('group', { name: 'Track 1', exact: true }).getByLabel('Remove').check();
    await page.getByRole('button', { name: 'Save release' }).click();
    await expect(page.getByRole('status')).toContainText('Release updated');
    await expect(page.getByLabel('Version', { exact: true })).toHaveValue('Extended Mix');
    await expect(page.getByRole('group', { name: 'Track 1', exact: true }).getByLabel('Title')).toHaveValue(
      'Closing Track',
    );
    // A reader without cookies (and without a browser cache) gets the changed page.
    const anonymous = await request.newContext({ baseURL: new URL(page.url()).origin });
    await expect
      .poll(async () => (await (await anonymous.get(publicPage)).text()).includes('Opening Track'))
      .toBe(false);
    expect(await (await anonymous.get(publicPage)).text()).toContain('Extended Mix');
    await anonymous.dispose();

    await page.goto(`/admin/content/releases?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('link', { name: 'Delete this release' }).click();
    await expect(page.getByRole('heading', { name: `Delete release “${title}”?` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete release' }).click();
    await expect(page.getByRole('status')).toContainText('Release deleted');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ storageState: storageStateFor('editor'), javaScriptEnabled: false });

  test('an editor creates a release with plain form posts, rows added by posting back', async ({ page }) => {
    const title = unique('No-JS Release');
    await page.goto('/admin/content/releases/new');
    await fillRelease(page, title);
    await page.getByRole('button', { name: 'Add rows to tracks' }).click();
    await expect(page.getByRole('group', { name: 'Track 5', exact: true })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(title);
    // A refused save keeps what was typed and says why.
    await page.getByRole('group', { name: 'Track 2', exact: true }).getByLabel('Title').fill('Second Track');
    await page.getByRole('group', { name: 'Track 2', exact: true }).getByLabel('Length').fill('9:99');
    await page.getByRole('button', { name: 'Create release' }).click();
    await expect(page.getByText('Length must be a time such as 6:05 or 1:02:09').first()).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(title);
    await page.getByRole('group', { name: 'Track 2', exact: true }).getByLabel('Length').fill('4:20');
    await page.getByRole('button', { name: 'Create release' }).click();
    await expect(page.getByRole('status')).toContainText('Release created');
    await expect(page.getByRole('group', { name: 'Track 1', exact: true }).getByLabel('Title')).toHaveValue(
      'Opening Track',
    );
  });
});

test.describe('as an editor', () => {
  test.use({ storageState: storageStateFor('editor') });

  test('may edit but is refused a delete, and is told so', async ({ page }) => {
    const title = unique('Editor Release');
    await page.goto('/admin/content/releases/new');
    await fillRelease(page, title);
    await page.getByRole('button', { name: 'Create release' }).click();
    await expect(page.getByRole('status')).toContainText('Release created');
    await expect(page.getByText('Only admins may delete a release.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Delete this release' })).toHaveCount(0);
    const id = entryId(page);
    await page.goto(`/admin/content/releases/${id}/delete`);
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/admin/content/releases?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });

  test('is refused the admin-only parts, and told they are', async ({ page }) => {
    await page.goto('/admin/content');
    await expect(page.getByText('admins only').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /House ads/ })).toHaveCount(0);
    for (const path of [
      '/admin/content/house-ads',
      '/admin/content/ad-packages/new',
      '/admin/content/ad-slots',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    }
  });
});
