/**
 * The embedded PostgreSQL port of the e2e server at `serverPort`. Kept below Linux's ephemeral range
 * (32768-60999): the integration tests start servers on ports the system hands out from that range, and a
 * database they leave behind (a server killed with SIGKILL) may hold its port for up to a minute, until it
 * notices its data folder is gone. An e2e run that starts right after them must not meet one.
 */
export const embeddedPgPortOf = (serverPort: number) => serverPort + 20_000;
