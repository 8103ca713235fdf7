interface Task {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
  timer?: NodeJS.Timeout;
  running?: boolean;
}

/** Interval tasks (sweepers) that run in every server process; a failure is logged, never thrown. */
export class PeriodicTasks {
  readonly #tasks: Task[] = [];
  #started = false;

  constructor(private readonly log: { error(object: unknown, message: string): void }) {}

  add(name: string, intervalMs: number, run: () => Promise<void>): void {
    const task: Task = { name, intervalMs, run };
    this.#tasks.push(task);
    if (this.#started) {
      this.#schedule(task);
    }
  }

  /** Runs every task once now, then on its interval. */
  async start(): Promise<void> {
    this.#started = true;
    for (const task of this.#tasks) {
      await this.#tick(task);
      this.#schedule(task);
    }
  }

  stop(): void {
    this.#started = false;
    for (const task of this.#tasks) {
      clearInterval(task.timer);
      delete task.timer;
    }
  }

  /** Runs one task now (tests). */
  async runNow(name: string): Promise<void> {
    const task = this.#tasks.find((candidate) => candidate.name === name);
    if (task) {
      await this.#tick(task);
    }
  }

  #schedule(task: Task) {
    task.timer = setInterval(() => void this.#tick(task), task.intervalMs);
    task.timer.unref();
  }

  async #tick(task: Task) {
    if (task.running) {
      return;
    }
    task.running = true;
    try {
      await task.run();
    } catch (error) {
      this.log.error({ err: error, task: task.name }, 'periodic task failed');
    } finally {
      task.running = false;
    }
  }
}
