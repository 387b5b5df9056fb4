import type { StaffRole } from '~/db/schema/auth';

export type TwoFactorSetting = 'admins' | 'all' | 'off';

/** Whether REQUIRE_2FA makes an account of `role` sign in with a second factor. */
export const secondFactorRequired = (setting: TwoFactorSetting, role: StaffRole): boolean =>
  setting === 'all' || (setting === 'admins' && role === 'admin');

/**
 * The page where an account sets up its second factor. Someone whose role requires one and who has none
 * yet reaches only this page of the desk (and signing out) until they have set it up.
 */
export const ACCOUNT_PATH = '/admin/account';
