import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the real server (built web app + API on a fresh PGlite data directory) for the browser
 * journeys. Its log goes to a file, from which journeys read the e-mails it prints (no SMTP).
 * `env` adds settings, such as Google's endpoints pointed at a fake.
 */
export async function startServer(port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ziskomer-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      NODE_ENV: 'production',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const readLog = () => readFileSync(logFile, 'utf8');
  await waitFor(
    async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok === true,
    90_000,
    readLog,
  );
  return {
    url,
    logFile,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest link containing `pathPart` in an e-mail to `to` that the server printed. */
export async function waitForEmailLink(logFile: string, to: string, pathPart: string): Promise<string> {
  let link = '';
  const readLog = () => readFileSync(logFile, 'utf8');
  await waitFor(
    async () => {
      const last = readLog()
        .split('[mail] ')
        .filter((block) => block.startsWith(`to=${to} `))
        .at(-1);
      link = last?.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(pathPart)) ?? '';
      return link !== '';
    },
    15_000,
    readLog,
  );
  return link;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, context: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms\n${context().slice(-3000)}`);
}
