import { describe, expect, it } from "vitest";
import {
  authorizeChannels,
  commentsChannel,
  MAX_CHANNELS_PER_STREAM,
  parseChannelList,
  publishChannelKind,
  ratingChannel,
  subscribableChannelKind,
} from "./realtime-channels";

const ID = "6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10";

describe("channel names", () => {
  it("builds the names a page subscribes to, with the id in lowercase", () => {
    expect(ratingChannel("service", ID.toUpperCase())).toBe(`rating:service:${ID}`);
    expect(ratingChannel("store", ID)).toBe(`rating:store:${ID}`);
    expect(commentsChannel(ID)).toBe(`comments:service:${ID}`);
  });

  it("knows which names a page may ask for", () => {
    expect(subscribableChannelKind(`rating:service:${ID}`)).toBe("rating");
    expect(subscribableChannelKind(`rating:store:${ID}`)).toBe("rating");
    expect(subscribableChannelKind(`comments:service:${ID}`)).toBe("comments");
    expect(subscribableChannelKind("notifications")).toBe("notifications");
    expect(subscribableChannelKind("messages")).toBe("messages");
    for (const name of [
      `rating:property:${ID}`,
      `comments:store:${ID}`,
      "rating:service:42",
      `rating:service:${ID.toUpperCase()}`,
      "notifications:user-2",
      "messages:user-2",
      "notifications:",
      "",
    ]) {
      expect(subscribableChannelKind(name), name).toBeNull();
    }
  });

  it("publishes a user's notifications under their id, never the bare name", () => {
    expect(publishChannelKind("notifications:AbC123xyz")).toBe("notifications");
    expect(publishChannelKind("notifications")).toBeNull();
    expect(publishChannelKind("notifications:a b")).toBeNull();
    expect(publishChannelKind("messages:AbC123xyz")).toBe("messages");
    expect(publishChannelKind("messages")).toBeNull();
  });
});

describe("parseChannelList", () => {
  it("splits, trims and de-duplicates the channels of the request", () => {
    expect(parseChannelList(` rating:service:${ID} ,notifications,notifications`)).toEqual({
      ok: true,
      channels: [`rating:service:${ID}`, "notifications"],
    });
  });

  it("refuses a missing or empty list with a French message", () => {
    for (const value of [null, "", " , ,"]) {
      expect(parseChannelList(value)).toEqual({
        ok: false,
        message: "Indiquez au moins un canal à suivre (paramètre channels).",
      });
    }
  });

  it("names the unknown channel", () => {
    expect(parseChannelList(`rating:service:${ID},notifications:autre-utilisateur`)).toEqual({
      ok: false,
      message: "Canal inconnu : « notifications:autre-utilisateur ».",
    });
  });

  it(`accepts ${MAX_CHANNELS_PER_STREAM} channels and refuses one more`, () => {
    const ids = Array.from(
      { length: MAX_CHANNELS_PER_STREAM + 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    );
    const channels = ids.map((id) => `rating:store:${id}`);
    expect(parseChannelList(channels.slice(0, -1).join(",")).ok).toBe(true);
    expect(parseChannelList(channels.join(","))).toEqual({
      ok: false,
      message: "Vous pouvez suivre au maximum 20 canaux à la fois.",
    });
    expect(parseChannelList("x".repeat(100_000))).toEqual({
      ok: false,
      message: "Vous pouvez suivre au maximum 20 canaux à la fois.",
    });
  });
});

describe("authorizeChannels", () => {
  it("lets a visitor follow public channels", () => {
    expect(authorizeChannels([`rating:service:${ID}`], null)).toEqual({
      ok: true,
      channels: [{ requested: `rating:service:${ID}`, published: `rating:service:${ID}` }],
    });
  });

  it("refuses notifications to a visitor", () => {
    expect(authorizeChannels([`comments:service:${ID}`, "notifications"], null)).toEqual({
      ok: false,
      status: 401,
      message: "Vous devez être connecté pour recevoir vos notifications.",
    });
  });

  it("refuses messages to a visitor, and maps them to the signed-in user's own channel", () => {
    expect(authorizeChannels(["messages"], null)).toEqual({
      ok: false,
      status: 401,
      message: "Vous devez être connecté pour recevoir vos messages.",
    });
    expect(authorizeChannels(["notifications", "messages"], "user-1")).toEqual({
      ok: true,
      channels: [
        { requested: "notifications", published: "notifications:user-1" },
        { requested: "messages", published: "messages:user-1" },
      ],
    });
    // Nobody names another user's conversations: the name is not one a page may ask for.
    expect(parseChannelList("messages:user-2")).toMatchObject({ ok: false });
  });

  it("maps notifications to the signed-in user's own channel", () => {
    expect(authorizeChannels(["notifications"], "user-1")).toEqual({
      ok: true,
      channels: [{ requested: "notifications", published: "notifications:user-1" }],
    });
  });
});
