import { Agent, fetch as fetchVia } from 'undici';

// Attacks that need many source addresses come from many loopback addresses (127.0.0.0/8 is all this
// machine's), each through its own connection pool.

const agents = new Map<number, Agent>();

/** A client at 127.0.0.`n`. */
export function clientAt(n: number): Agent {
  let agent = agents.get(n);
  if (!agent) agents.set(n, (agent = new Agent({ localAddress: `127.0.0.${n}` })));
  return agent;
}

/** A form post from 127.0.0.`n`, as a browser without JavaScript sends it (same-origin, no redirects followed). */
export async function postFrom(
  n: number,
  url: string,
  form: Record<string, string>,
  cookie?: string,
): Promise<{
  status: number;
  location: string | null;
  setCookies: string[];
  retryAfter: string | null;
  html: string;
}> {
  const origin = new URL(url).origin;
  const response = await fetchVia(url, {
    method: 'POST',
    redirect: 'manual',
    dispatcher: clientAt(n),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(form),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    setCookies: response.headers.getSetCookie(),
    retryAfter: response.headers.get('retry-after'),
    html: await response.text(),
  };
}

/** The `name=value` pair of a cookie among Set-Cookie lines. */
export const cookieFrom = (setCookies: string[], name: string) =>
  setCookies.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith(`${name}=`));

export async function closeClients(): Promise<void> {
  await Promise.all([...agents.values()].map((agent) => agent.close()));
  agents.clear();
}
