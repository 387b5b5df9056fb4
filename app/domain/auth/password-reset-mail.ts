import { escapeMarkup } from '~/lib/escape-markup';

/** The password-reset e-mail: plain text first (it reads without HTML), and a simple HTML part. */
export function passwordResetMail(input: { siteName: string; link: string; minutes: number }) {
  const { siteName, link, minutes } = input;
  const subject = `Reset your ${siteName} desk password`;
  const text = [
    `Someone asked to reset the password of your ${siteName} desk account.`,
    '',
    `Choose a new password here (the link works once, for ${minutes} minutes):`,
    link,
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const escaped = escapeMarkup(link);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Someone asked to reset the password of your ${escapeMarkup(siteName)} desk account.</p>
<p><a href="${escaped}">Choose a new password</a> (the link works once, for ${minutes} minutes).</p>
<p>Or copy this address into your browser:<br>${escaped}</p>
<p>If it was not you, ignore this e-mail: your password stays as it is.</p>
</body></html>`;
  return { subject, text, html };
}
