// Loaded (`--import`) into every process the project's scripts start for a run on this machine
// (site/scripts/server.mjs: an instance, a stand-in, a decision service): when the process that started it is gone,
// killed or crashed before it could stop its children, this one stops too, so a failed test run leaves nothing
// running. Node cannot ask Linux for a parent-death signal; a reparented process has another parent id, checked each
// second.

/** How long a process may take to stop by itself (an instance drains for up to 20 s) before it is ended. */
const STOP_GRACE_MS = 30_000;

function stop() {
  setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
  process.kill(process.pid, 'SIGTERM');
}

const parent = process.ppid;
// Orphaned before this ran (its parent gone within the first moments): init's child already.
if (parent === 1) stop();
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  stop();
}, 1000);
watch.unref();
