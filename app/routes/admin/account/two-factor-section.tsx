import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-link';
import { TextField } from '~/components/ui/field';
import type { FieldErrors } from '~/lib/form-data';

// The account page's two-factor section, in its three states: off (set it up), set-up under way, on.

/** A set-up under way, as the page shows it once: the app's link, its QR code, the key and the recovery codes. */
export type SetupShown = {
  secret: string;
  uri: string;
  qr: { size: number; d: string };
  recoveryCodes: string[];
};

export function TwoFactorOff({
  required,
  setupRequired,
  errors,
}: {
  required: boolean;
  setupRequired: boolean;
  errors?: FieldErrors;
}) {
  return (
    <>
      {required ? (
        <p
          role={setupRequired ? 'alert' : undefined}
          className="rounded-xl border border-accent px-3 py-2 text-sm"
        >
          This site asks your role to sign in with a code from an authenticator app as well as the password.
          Set it up to go on to the desk.
        </p>
      ) : (
        <p className="text-sm text-muted">
          Off. With it on, signing in takes a code from an authenticator app as well as your password.
        </p>
      )}
      <PasswordForm intent="start" label="Set up two-factor sign-in" errors={errors} />
    </>
  );
}

export function TwoFactorSetup({ setup, errors }: { setup: SetupShown; errors?: FieldErrors }) {
  const margin = 4;
  const side = setup.qr.size + margin * 2;
  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-6 pl-5">
        <li className="space-y-3">
          <p>Scan this code with your authenticator app, or enter the key by hand.</p>
          <svg
            role="img"
            aria-label="QR code of the set-up link for your authenticator app"
            viewBox={`${-margin} ${-margin} ${side} ${side}`}
            className="h-48 w-48 rounded-lg bg-white"
            shapeRendering="crispEdges"
          >
            <path d={setup.qr.d} fill="#000" />
          </svg>
          <p className="text-sm">
            Key:{' '}
            <code className="font-mono text-base break-all">
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </p>
          <p className="text-sm">
            <a href={setup.uri} className="underline">
              Open in an authenticator app on this device
            </a>
          </p>
        </li>
        <li className="space-y-3">
          <p>
            Keep these recovery codes somewhere safe. Each gets you in once if you lose your phone; they are
            shown only now.
          </p>
          <ul aria-label="Recovery codes" className="grid max-w-sm grid-cols-2 gap-2 font-mono">
            {setup.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </li>
        <li>
          <Form method="post" className="flex max-w-sm flex-col gap-4">
            <input type="hidden" name="intent" value="confirm" />
            <TextField
              label="The code your app shows"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              errors={errors?.code}
            />
            <button type="submit" className={buttonClass()}>
              Turn on two-factor sign-in
            </button>
          </Form>
        </li>
      </ol>
    </div>
  );
}

export function TwoFactorOn({ required, errors }: { required: boolean; errors?: FieldErrors }) {
  return (
    <>
      <p className="text-sm">On: signing in takes your password and a code from your authenticator app.</p>
      {required ? (
        <p className="text-sm text-muted">
          Your role must sign in this way here. Lost your phone and your recovery codes? An operator can reset
          it with <code>dropwire users reset-2fa</code>.
        </p>
      ) : (
        <PasswordForm
          intent="turn-off"
          label="Turn two-factor sign-in off"
          variant="secondary"
          errors={errors}
        />
      )}
    </>
  );
}

/** A change to the second factor asks for the password again (the library checks it). */
function PasswordForm({
  intent,
  label,
  variant = 'primary',
  errors,
}: {
  intent: 'start' | 'turn-off';
  label: string;
  variant?: 'primary' | 'secondary';
  errors?: FieldErrors;
}) {
  return (
    <Form method="post" className="flex max-w-sm flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      <TextField
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        errors={errors?.password}
      />
      <button type="submit" className={buttonClass(variant)}>
        {label}
      </button>
    </Form>
  );
}
