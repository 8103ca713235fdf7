// Preloaded into server processes when BENCH_CPU_PROF=<dir> is set (NODE_OPTIONS does not allow
// --cpu-prof): profiles the main thread with the inspector and writes <dir>/server-<pid>.cpuprofile at exit.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  process.on('exit', () => {
    // In-thread inspector sessions answer synchronously, so this completes inside the exit handler.
    session.post('Profiler.stop', (error, result) => {
      if (!error) {
        writeFileSync(join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
      }
    });
  });
}
