import { data, redirect } from 'react-router';
import { z } from 'zod';
import { appServices, requestInfo } from '~/app-context.server';
import { AuthCard, FormMessage } from '~/components/desk/auth-card';
import { PendingSubmitButton } from '~/components/pending-submit-button';
import { buttonClass } from '~/components/ui/button-link';
import { TextField } from '~/components/ui/field';
import { safeNextPath } from '~/domain/auth/safe-next';
import { verifySecondFactor, type SecondFactorResult } from '~/domain/auth/two-factor.server';
import { parseForm, type FieldErrors } from '~/lib/form-data';
import type { Route } from './+types/login-two-factor';

// The second step of signing in, for accounts with two-factor sign-in: the password was right (the signed
// `two_factor` cookie says whose), and a code from the authenticator app or a recovery code completes it.

export const handle = { desk: true };

export const meta: Route.MetaFunction = () => [
  { title: 'Two-factor sign-in' },
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    siteName: context.get(appServices).config.SITE_NAME,
    next: safeNextPath(new URL(request.url).searchParams.get('next')),
  };
}

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(6, 'Enter the six digits your app shows, or a recovery code.')
    .max(40, 'Enter the six digits your app shows, or a recovery code.'),
  next: z.string().optional(),
});

const refusals: Record<
  Exclude<SecondFactorResult, { ok: true }>['reason'],
  { status: number; message: string }
> = {
  wrong_code: {
    status: 401,
    message: 'That code is not right. Check the time on your phone and try the next one.',
  },
  used_code: {
    status: 401,
    message: 'That code was used a moment ago. Enter the next one your app shows.',
  },
  expired: {
    status: 401,
    message: 'This sign-in has expired or had too many wrong codes. Sign in with your password again.',
  },
  locked: {
    status: 429,
    message: 'Too many wrong codes for this account. Wait a few minutes, then sign in again.',
  },
};

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServices);
  const parsed = parseForm(codeSchema, await request.formData());
  if (!parsed.ok)
    return data(
      { message: 'Check the highlighted field.', fieldErrors: parsed.fieldErrors },
      { status: 400 },
    );
  const result = await verifySecondFactor(
    services,
    request,
    parsed.data.code,
    context.get(requestInfo).clientIp,
  );
  if (result.ok) {
    const headers = new Headers(result.headers);
    headers.set('Cache-Control', 'no-store');
    return redirect(safeNextPath(parsed.data.next), { headers });
  }
  const refusal = refusals[result.reason];
  return data({ message: refusal.message, fieldErrors: {} as FieldErrors }, { status: refusal.status });
}

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard siteName={loaderData.siteName} title="Two-factor sign-in">
      <form method="post" className="flex flex-col gap-4" noValidate>
        {actionData ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
        <p className="text-sm text-muted">
          Open your authenticator app and enter the code it shows for this site. Lost the app? Enter one of
          your recovery codes instead; each works once.
        </p>
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          spellCheck={false}
          required
          errors={actionData?.fieldErrors.code}
        />
        <PendingSubmitButton label="Sign in" pendingLabel="Checking…" className={`${buttonClass()} w-full`} />
      </form>
      <p className="mt-4 text-center text-sm">
        <a
          href={`/login?next=${encodeURIComponent(loaderData.next)}`}
          className="text-muted underline hover:text-text"
        >
          Start again with the password
        </a>
      </p>
    </AuthCard>
  );
}
