import { data } from 'react-router';
import { z } from 'zod';
import { appServices, requestInfo } from '~/app-context.server';
import { AuthCard, FormMessage } from '~/components/desk/auth-card';
import { PendingSubmitButton } from '~/components/pending-submit-button';
import { buttonClass } from '~/components/ui/button-link';
import { TextField } from '~/components/ui/field';
import { requestPasswordReset } from '~/domain/auth/password-reset.server';
import { parseForm } from '~/lib/form-data';
import type { Route } from './+types/login-forgot';

export const handle = { desk: true };

export const meta: Route.MetaFunction = () => [
  { title: 'Reset your password' },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ context }: Route.LoaderArgs) => ({
  siteName: context.get(appServices).config.SITE_NAME,
});

const forgotSchema = z.object({
  email: z.email({ error: 'Enter the e-mail address of your account.' }).max(254),
});

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(forgotSchema, await request.formData());
  if (!parsed.ok) return data({ sent: false as const, fieldErrors: parsed.fieldErrors }, { status: 400 });
  await requestPasswordReset(
    context.get(appServices),
    request,
    parsed.data.email,
    context.get(requestInfo).clientIp,
  );
  return { sent: true as const, fieldErrors: {} };
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard siteName={loaderData.siteName} title="Reset your password">
      {actionData?.sent ? (
        <FormMessage tone="success">
          If an account uses that address, we have e-mailed it a link to choose a new password. The link works
          once, for 60 minutes.
        </FormMessage>
      ) : (
        <form method="post" className="flex flex-col gap-4" noValidate>
          <p className="text-sm text-muted">We will e-mail you a link to choose a new password.</p>
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            errors={actionData?.fieldErrors.email}
          />
          <PendingSubmitButton
            label="Send the link"
            pendingLabel="Sending…"
            className={`${buttonClass()} w-full`}
          />
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <a href="/login" className="text-muted underline hover:text-text">
          Back to sign in
        </a>
      </p>
    </AuthCard>
  );
}
