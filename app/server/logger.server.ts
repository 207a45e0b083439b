import pino from "pino";

const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");

export const logger = pino({
  level,
  base: undefined,
  ...(process.env.NODE_ENV === "production" || !process.stdout.isTTY
    ? {}
    : { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } }),
});
