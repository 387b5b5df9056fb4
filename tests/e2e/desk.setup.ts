import { test as setup } from '@playwright/test';
import { createDeskAccount, signInThroughForm, storageStateFor, type DeskRole } from './support/desk';

// Each role signs in once; the desk specs reuse the session (sign-in attempts are rate limited).
for (const role of ['admin', 'editor'] as DeskRole[]) {
  setup(`an ${role} signs in`, async ({ page }) => {
    await createDeskAccount(role);
    await signInThroughForm(page, role);
    await page.context().storageState({ path: storageStateFor(role) });
  });
}
