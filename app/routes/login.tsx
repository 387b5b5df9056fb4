import { data, redirect } from 'react-router';
import { z } from 'zod';
import { appServices, requestInfo } from '~/app-context.server';
import { AuthCard, FormMessage } from '~/components/desk/auth-card';
import { PendingSubmitButton } from '~/components/pending-submit-button';
import { buttonClass } from '~/components/ui/button-link';
import { TextField } from '~/components/ui/field';
import { safeNextPath } from '~/domain/auth/safe-next';
import { signIn, type SignInResult } from '~/domain/auth/sign-in.server';
import { currentStaff } from '~/domain/auth/staff.server';
import { parseForm, type FieldErrors } from '~/lib/form-data';
import type { Route } from './+types/login';

export const handle = { desk: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Sign in · ${loaderData?.siteName ?? 'Dropwire'}` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appServices);
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get('next'));
  // Already signed in: straight on to where the link was going.
  if (await currentStaff(services, request)) throw redirect(next);
  return { siteName: services.config.SITE_NAME, next, signedOut: url.searchParams.has('signed-out') };
}

const signInSchema = z.object({
  email: z.email({ error: 'Enter the e-mail address of your account.' }).max(254),
  password: z.string().min(1, 'Enter your password.').max(1024),
  next: z.string().optional(),
});

const refusals: Record<Exclude<SignInResult, { ok: true }>['reason'], { status: number; message: string }> = {
  invalid: { status: 401, message: 'That e-mail address and password do not match an account.' },
  disabled: { status: 403, message: 'This account is disabled. Ask an admin to enable it again.' },
  rate_limited_account: {
    status: 429,
    message: 'Too many sign-in attempts for this account. Wait 15 minutes, or reset the password.',
  },
  rate_limited_client: {
    status: 429,
    message: 'Too many sign-in attempts from your network. Wait 15 minutes and try again.',
  },
};

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServices);
  const parsed = parseForm(signInSchema, await request.formData());
  if (!parsed.ok)
    return data(
      {
        message: 'Check the highlighted fields.',
        fieldErrors: parsed.fieldErrors,
        email: parsed.values.email ?? '',
      },
      { status: 400 },
    );
  const result = await signIn(services, request, parsed.data, context.get(requestInfo).clientIp);
  if (result.ok) {
    const headers = new Headers(result.headers);
    headers.set('Cache-Control', 'no-store');
    return redirect(safeNextPath(parsed.data.next), { headers });
  }
  const refusal = refusals[result.reason];
  return data(
    { message: refusal.message, fieldErrors: {} as FieldErrors, email: parsed.data.email },
    { status: refusal.status },
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard siteName={loaderData.siteName} title="Sign in">
      {/* A plain form: it works before (or without) scripts, and the desk then loads as a new page. */}
      <form method="post" className="flex flex-col gap-4" noValidate>
        {actionData ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
        {!actionData && loaderData.signedOut ? (
          <FormMessage tone="success">You are signed out.</FormMessage>
        ) : null}
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={actionData?.email}
          errors={actionData?.fieldErrors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          errors={actionData?.fieldErrors.password}
        />
        <PendingSubmitButton
          label="Sign in"
          pendingLabel="Signing in…"
          className={`${buttonClass()} w-full`}
        />
        <a href="/login/forgot" className="text-center text-sm text-muted underline hover:text-text">
          Forgot your password?
        </a>
      </form>
    </AuthCard>
  );
}
