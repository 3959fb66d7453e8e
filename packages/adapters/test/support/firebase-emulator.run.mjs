/**
 * Runs the Firebase Auth emulator for one test run and ends it when the run
 * ends, however it ends. Started by firebase-emulator.setup.ts, never by hand:
 *
 *   node firebase-emulator.run.mjs <firebase.js> <firebase.json of the run> <project>
 *
 * Its output (and the emulator's) goes where the setup points it: a log file,
 * never a pipe, so nothing the emulator prints can block it or kill it with
 * EPIPE once the reader is gone.
 *
 * It watches its parent (the Vitest process). When that dies without running
 * its teardown (killed, crashed), this wrapper stops the emulator instead of
 * leaving an orphan on the port.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

const [firebaseBin, configPath, project] = process.argv.slice(2);
if (!firebaseBin || !configPath || !project) {
  process.stderr.write('usage: firebase-emulator.run.mjs <firebase.js> <firebase.json> <project>\n');
  process.exit(2);
}

const parent = process.ppid;
let orphaned = false;
const child = spawn(
  process.execPath,
  [firebaseBin, 'emulators:start', '--only', 'auth', '--project', project, '--config', configPath, '--non-interactive'],
  {
    // firebase-tools writes its firebase-debug.log into the working directory: the run's own folder.
    cwd: dirname(configPath),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  },
);

const running = () => child.exitCode === null && child.signalCode === null;
const stop = () => {
  if (!running()) return;
  child.kill('SIGTERM');
  setTimeout(() => running() && child.kill('SIGKILL'), 5_000).unref();
};

process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code, signal) => {
  process.stderr.write(`[firebase-emulator.run] the emulator exited (code ${code}, signal ${signal})\n`);
  // Without its teardown, the run's temporary folder (config, log) is this wrapper's to remove.
  if (orphaned) rmSync(dirname(configPath), { recursive: true, force: true });
  process.exit(code ?? 1);
});

// Reparented: the Vitest process is gone without its teardown.
setInterval(() => {
  if (process.ppid !== parent && !orphaned) {
    orphaned = true;
    process.stderr.write('[firebase-emulator.run] the test run is gone: stopping the emulator\n');
    stop();
  }
}, 1_000);
