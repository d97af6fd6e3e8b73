/** One structured log line per event (JSON on stdout/stderr), so operators can grep and ship logs. */
type Fields = Record<string, unknown>;

function write(level: "info" | "warn" | "error", event: string, fields: Fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}

export const log = {
  info: (event: string, fields: Fields = {}) => write("info", event, fields),
  warn: (event: string, fields: Fields = {}) => write("warn", event, fields),
  error: (event: string, fields: Fields = {}) => write("error", event, fields),
};

export function errorFields(error: unknown): Fields {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
