/** What the engine logs through (a pino logger, as the hosts hand it): the engine knows no HTTP framework. */
export interface EngineLogger {
  warn(obj: object, msg?: string): void;
}
