/**
 * What the simulator logs through: the methods of a pino logger it calls (`pino()` fits; Liqui's
 * demo composition passes its own logger).
 */
export type SimulatorLogger = {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
};

/** A logger that drops every line (the default of `createArcaSimulator`). */
export const silentLogger: SimulatorLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
