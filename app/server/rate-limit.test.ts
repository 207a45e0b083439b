import { describe, expect, it } from "vitest";
import {
  consumeRateLimit,
  consumeRateLimits,
  rateLimitKey,
  tooManyAttemptsMessage,
} from "./rate-limit.server";

describe("consumeRateLimit", () => {
  it("allows up to max attempts in the window, then refuses", async () => {
    const key = rateLimitKey("test", "amira@exemple.tn");
    const rule = { max: 3, windowSeconds: 600 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await consumeRateLimit(key, rule));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]?.retryAfterSeconds).toBeGreaterThan(500);
  });

  it("counts concurrent attempts exactly", async () => {
    const key = rateLimitKey("concurrent", "127.0.0.1");
    const rule = { max: 10, windowSeconds: 600 };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => consumeRateLimit(key, rule)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it("starts a new window once the previous one is over", async () => {
    const key = rateLimitKey("window", "x");
    expect((await consumeRateLimit(key, { max: 1, windowSeconds: 1 })).allowed).toBe(true);
    expect((await consumeRateLimit(key, { max: 1, windowSeconds: 1 })).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await consumeRateLimit(key, { max: 1, windowSeconds: 1 })).allowed).toBe(true);
  });

  it("keeps limits of different addresses apart and refuses when any is exhausted", async () => {
    const rule = { max: 1, windowSeconds: 600 };
    const ip = { key: rateLimitKey("ip", "10.0.0.1"), rule: { max: 5, windowSeconds: 600 } };
    expect(
      (await consumeRateLimits([ip, { key: rateLimitKey("e", "a@x.tn"), rule }])).allowed,
    ).toBe(true);
    expect(
      (await consumeRateLimits([ip, { key: rateLimitKey("e", "b@x.tn"), rule }])).allowed,
    ).toBe(true);
    expect(
      (await consumeRateLimits([ip, { key: rateLimitKey("e", "a@x.tn"), rule }])).allowed,
    ).toBe(false);
  });

  it("says how long to wait in French", () => {
    expect(tooManyAttemptsMessage(30)).toBe(
      "Trop de tentatives. Veuillez réessayer dans 30 secondes.",
    );
    expect(tooManyAttemptsMessage(700)).toBe(
      "Trop de tentatives. Veuillez réessayer dans 12 minutes.",
    );
  });
});
