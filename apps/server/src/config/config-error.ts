/** A setting the server cannot start with; main.ts and the backup command print its message alone. */
export class ConfigError extends Error {}

/** Every configuration message has one shape: a heading, then one indented line per problem. */
export function invalidConfiguration(problems: readonly string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
