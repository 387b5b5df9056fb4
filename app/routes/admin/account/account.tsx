import { data, redirect } from 'react-router';
import { z } from 'zod';
import { requestInfo } from '~/app-context.server';
import { formatDeskTime } from '~/components/desk/desk-time';
import { FormMessage } from '~/components/desk/auth-card';
import { qrPath } from '~/domain/auth/qr-path';
import { endOtherSessions, listStaffSessions } from '~/domain/auth/sessions.server';
import { requireStaff } from '~/domain/auth/staff.server';
import { confirmSetup, startSetup, turnOff } from '~/domain/auth/two-factor.server';
import { ACCOUNT_PATH, secondFactorRequired } from '~/domain/auth/two-factor-policy';
import { parseForm, type FieldErrors } from '~/lib/form-data';
import type { Route } from './+types/account';
import { AccountSessions } from './account-sessions';
import { TwoFactorOff, TwoFactorOn, TwoFactorSetup, type SetupShown } from './two-factor-section';

export const meta: Route.MetaFunction = () => [{ title: 'Your account · desk' }];

/** What the page says after a change that replaced the session (and so came back through a redirect). */
const doneMessages: Record<string, string | undefined> = {
  on: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  off: 'Two-factor sign-in is off.',
};

export async function loader(args: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(args);
  const sessions = await listStaffSessions(services.db, staff.id, staff.sessionId, services.config);
  return {
    email: staff.email,
    role: staff.role,
    twoFactorEnabled: staff.twoFactorEnabled,
    twoFactorRequired: secondFactorRequired(services.config.REQUIRE_2FA, staff.role),
    setupRequired: new URL(args.request.url).searchParams.get('setup') === 'required',
    done: doneMessages[new URL(args.request.url).searchParams.get('done') ?? ''],
    sessions: sessions.map((session) => ({
      ...session,
      signedInAt: formatDeskTime(session.signedInAt),
      lastUsedAt: formatDeskTime(session.lastUsedAt),
    })),
  };
}

const forms = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('start'), password: z.string().min(1, 'Enter your password.').max(1024) }),
  z.object({
    intent: z.literal('confirm'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the six digits your app shows now.'),
  }),
  z.object({ intent: z.literal('turn-off'), password: z.string().min(1, 'Enter your password.').max(1024) }),
  z.object({ intent: z.literal('end-others') }),
]);

type Answer = {
  message?: { tone: 'error' | 'success'; text: string };
  fieldErrors?: FieldErrors;
  setup?: SetupShown;
};

const answer = (value: Answer, status = 200) => data(value, { status });

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args);
  const { request, context } = args;
  const parsed = parseForm(forms, await request.formData());
  if (!parsed.ok)
    return answer(
      { message: { tone: 'error', text: 'Check the highlighted field.' }, fieldErrors: parsed.fieldErrors },
      400,
    );
  const form = parsed.data;
  const clientIp = context.get(requestInfo).clientIp;
  switch (form.intent) {
    case 'start': {
      const result = await startSetup(services, request, form.password);
      if (!result.ok)
        return result.reason === 'wrong_password'
          ? answer({ fieldErrors: { password: ['That is not your password.'] } }, 400)
          : answer({ message: { tone: 'error', text: 'Two-factor sign-in is on already.' } }, 409);
      return answer({
        setup: {
          secret: result.secret,
          uri: result.uri,
          qr: qrPath(result.uri),
          recoveryCodes: result.recoveryCodes,
        },
      });
    }
    case 'confirm': {
      const result = await confirmSetup(services, request, staff, form.code, clientIp);
      if (!result.ok)
        return result.reason === 'wrong_code'
          ? answer(
              {
                message: {
                  tone: 'error',
                  text: 'That code is not right. Start the set-up again and scan the new code.',
                },
              },
              400,
            )
          : answer({ message: { tone: 'error', text: 'Start the set-up first.' } }, 409);
      // The library replaced the session (the old cookie is dead): the page loads afresh with the new one.
      return redirect(`${ACCOUNT_PATH}?done=on`, { headers: result.headers });
    }
    case 'turn-off': {
      if (secondFactorRequired(services.config.REQUIRE_2FA, staff.role))
        return answer(
          { message: { tone: 'error', text: 'Your role must sign in with a second factor on this site.' } },
          403,
        );
      const result = await turnOff(services, request, staff, form.password);
      if (!result.ok) return answer({ fieldErrors: { password: ['That is not your password.'] } }, 400);
      return redirect(`${ACCOUNT_PATH}?done=off`, { headers: result.headers });
    }
    case 'end-others': {
      const ended = await endOtherSessions(services.db, staff.id, staff.sessionId);
      return answer({
        message: {
          tone: 'success',
          text: ended === 1 ? 'Signed out 1 other session.' : `Signed out ${ended} other sessions.`,
        },
      });
    }
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, role, twoFactorEnabled, twoFactorRequired, setupRequired, done, sessions } = loaderData;
  const setup = actionData?.setup;
  return (
    <div className="max-w-3xl space-y-10">
      <div>
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="mt-2 text-muted">
          {email}, {role === 'admin' ? 'an admin' : 'an editor'}.
        </p>
      </div>
      {actionData?.message ? (
        <FormMessage tone={actionData.message.tone}>{actionData.message.text}</FormMessage>
      ) : done ? (
        <FormMessage tone="success">{done}</FormMessage>
      ) : null}
      <section aria-labelledby="two-factor-heading" className="space-y-4">
        <h2 id="two-factor-heading" className="text-lg font-semibold">
          Two-factor sign-in
        </h2>
        {twoFactorEnabled ? (
          <TwoFactorOn required={twoFactorRequired} errors={actionData?.fieldErrors} />
        ) : setup ? (
          <TwoFactorSetup setup={setup} errors={actionData?.fieldErrors} />
        ) : (
          <TwoFactorOff
            required={twoFactorRequired}
            setupRequired={setupRequired}
            errors={actionData?.fieldErrors}
          />
        )}
      </section>
      <AccountSessions sessions={sessions} />
    </div>
  );
}
