import { data } from 'react-router';
import { z } from 'zod';
import { appServices } from '~/app-context.server';
import { AuthCard, FormMessage } from '~/components/desk/auth-card';
import { PendingSubmitButton } from '~/components/pending-submit-button';
import { buttonClass } from '~/components/ui/button-link';
import { TextField } from '~/components/ui/field';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '~/domain/auth/password-rules';
import { rememberDevice } from '~/domain/auth/known-device.server';
import { resetPassword } from '~/domain/auth/password-reset.server';
import { parseForm, type FieldErrors } from '~/lib/form-data';
import type { Route } from './+types/login-reset';

export const handle = { desk: true };

export const meta: Route.MetaFunction = () => [
  { title: 'Choose a new password' },
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return {
    siteName: context.get(appServices).config.SITE_NAME,
    token: /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : '',
  };
}

const resetSchema = z
  .object({
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/, 'This link is incomplete. Open the link from the e-mail again.'),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ.',
  });

const EXPIRED = 'This link has expired or has been used already. Ask for a new one.';

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(resetSchema, await request.formData());
  if (!parsed.ok)
    return data(
      { done: false as const, message: parsed.fieldErrors.token?.[0], fieldErrors: parsed.fieldErrors },
      { status: 400 },
    );
  const services = context.get(appServices);
  const result = await resetPassword(services, parsed.data.token, parsed.data.password);
  // The link proved the mailbox: this browser now counts as the owner's, even while strangers keep the
  // account under attack (sign-in-throttle.ts).
  if (result.ok)
    return data(
      { done: true as const, message: undefined, fieldErrors: {} as FieldErrors },
      { headers: { 'Set-Cookie': rememberDevice(services.config, request, result.email) } },
    );
  return data(
    {
      done: false as const,
      message: result.reason === 'invalid_token' ? EXPIRED : 'Choose a longer password.',
      fieldErrors: {} as FieldErrors,
    },
    { status: 400 },
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.done)
    return (
      <AuthCard siteName={loaderData.siteName} title="Password changed">
        <FormMessage tone="success">Your new password is set, and every other sign-in has ended.</FormMessage>
        <a href="/login" className={`${buttonClass()} mt-4 w-full`}>
          Sign in
        </a>
      </AuthCard>
    );
  return (
    <AuthCard siteName={loaderData.siteName} title="Choose a new password">
      {!loaderData.token ? (
        <FormMessage tone="error">{EXPIRED}</FormMessage>
      ) : (
        <form method="post" className="flex flex-col gap-4" noValidate>
          {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            errors={actionData?.fieldErrors.password}
          />
          <TextField
            label="The same again"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            errors={actionData?.fieldErrors.confirm}
          />
          <PendingSubmitButton
            label="Set the password"
            pendingLabel="Saving…"
            className={`${buttonClass()} w-full`}
          />
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <a href="/login/forgot" className="text-muted underline hover:text-text">
          Ask for a new link
        </a>
      </p>
    </AuthCard>
  );
}
