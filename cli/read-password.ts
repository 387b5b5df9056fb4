import { createInterface } from 'node:readline';

/**
 * A password for a command: DROPWIRE_PASSWORD when set (scripts, containers), else typed at the terminal
 * without echo (asked twice), else the first line of standard input when it is piped.
 */
export async function readPassword(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.DROPWIRE_PASSWORD) return env.DROPWIRE_PASSWORD;
  if (!process.stdin.isTTY) return readLine();
  const first = await askHidden('Password: ');
  const second = await askHidden('Password again: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

function readLine(): Promise<string> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) resolve('');
    });
  });
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    // Readline echoes what is typed through _writeToOutput; the question is written, the keystrokes are not.
    const writable = terminal as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    writable._writeToOutput = (text: string) => {
      if (!asked) {
        process.stderr.write(text);
        asked = true;
      }
    };
    terminal.question(question, (answer) => {
      process.stderr.write('\n');
      terminal.close();
      resolve(answer);
    });
  });
}
