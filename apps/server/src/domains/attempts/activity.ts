/**
 * What the attempts domain reports once a change is committed: the server's metrics count
 * attempts started and completed (by the taker, on time-up or by the sweeper) and answers stored.
 */
export interface AttemptActivity {
  attemptStarted(): void;
  attemptsCompleted(count: number): void;
  answersStored(count: number): void;
}
