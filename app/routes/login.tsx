import { data, redirect } from 'react-router';
import { z } from 'zod';
import { appServices, requestInfo } from '~/app-context.server';
import { AuthCard, FormMessage } from '~/components/desk/auth-card';
import { PendingSubmitButton } from '~/components/pending-submit-button';
import { buttonClass } from '~/components/ui/button-link';
import { TextField } from '~/components/ui/field';
import { safeNextPath } from '~/domain/auth/safe-next';
import { signIn, type SignInRefusal } from '~/domain/auth/sign-in.server';
import { currentStaff } from '~/domain/auth/staff.server';
import { parseForm, type FieldErrors } from '~/lib/form-data';
import type { Route } from './+types/login';

export const handle = { desk: true };

/** A refusal that asks the client to wait says how long (Retry-After), on the page as on the data request. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

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

const waitFor = (seconds: number) =>
  seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

function refusalOf(refusal: SignInRefusal): { status: number; message: string; headers?: HeadersInit } {
  switch (refusal.reason) {
    case 'invalid':
      return { status: 401, message: 'That e-mail address and password do not match an account.' };
    case 'disabled':
      return { status: 403, message: 'This account is disabled. Ask an admin to enable it again.' };
    case 'throttled':
      return {
        status: 429,
        message: `Too many wrong passwords from here. Wait ${waitFor(refusal.retryAfterSeconds)} and try again, or reset the password.`,
        headers: { 'Retry-After': String(refusal.retryAfterSeconds) },
      };
    case 'under_attack':
      return {
        status: 429,
        message:
          'This account is receiving many wrong passwords from elsewhere, so a device it has not signed in from before cannot sign in with the password alone. Use a device you have signed in from, or reset the password by e-mail.',
      };
    case 'rate_limited_client':
      return {
        status: 429,
        message: 'Too many sign-in attempts from your network. Wait 15 minutes and try again.',
        headers: { 'Retry-After': '900' },
      };
  }
}

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
  const next = safeNextPath(parsed.data.next);
  if (result.ok) {
    const headers = new Headers(result.headers);
    headers.set('Cache-Control', 'no-store');
    if (result.step === 'two_factor')
      return redirect(`/login/two-factor?next=${encodeURIComponent(next)}`, { headers });
    return redirect(next, { headers });
  }
  const refusal = refusalOf(result);
  return data(
    { message: refusal.message, fieldErrors: {} as FieldErrors, email: parsed.data.email },
    { status: refusal.status, headers: refusal.headers },
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
