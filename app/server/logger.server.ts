import pino from "pino";
import { currentRequestId } from "./request-id.server";

const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");

export const logger = pino({
  level,
  base: undefined,
  // Every line written while a request is served names it (request-id.server.ts).
  mixin() {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
  ...(process.env.NODE_ENV === "production" || !process.stdout.isTTY
    ? {}
    : { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } }),
});
