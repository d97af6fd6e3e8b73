import type { Logger, LogFields } from "~shared/types";

export type LogEntry = { level: "info" | "warn" | "error"; event: string; fields: LogFields };

/** A logger that keeps entries for assertions instead of printing them. */
export function memoryLog(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (event, fields = {}) => void entries.push({ level: "info", event, fields }),
    warn: (event, fields = {}) => void entries.push({ level: "warn", event, fields }),
    error: (event, fields = {}) => void entries.push({ level: "error", event, fields }),
  };
}

export const silentLog: Logger = { info: () => {}, warn: () => {}, error: () => {} };
