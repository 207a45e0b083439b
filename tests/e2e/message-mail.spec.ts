import { type Browser, type BrowserContext, expect, test } from "@playwright/test";
import pg from "pg";
import { linkIn, mailsTo } from "../fixtures/mail";
import {
  createTestDatabase,
  runJobByHand,
  sessionContext,
  signUpAndSignIn,
  startServerProcess,
  type TServerProcess,
} from "../fixtures/server-process";

/*
 * Issue 22's notifications on a server process of its own (PostgreSQL, its own outbox): a message
 * left unread for 10 minutes (its time set back in the database) is mailed when the job runs
 * (through the admin CLI), and the mail's unsubscribe link works signed out, which /profil then
 * shows; 'Mes annonces' counts the views of a listing's page, those served from the page cache
 * included, bots excluded. Skipped when no PostgreSQL answers at E2E_POSTGRES_URL.
 */

test.describe.configure({ mode: "serial", timeout: 150_000 });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: TServerProcess | undefined;
let pool: pg.Pool | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createTestDatabase("darna_message_mail_e2e");
  test.skip(!database, "PostgreSQL ne répond pas");
  server = await startServerProcess({ DATABASE_URL: database?.url as string });
  pool = new pg.Pool({ connectionString: database?.url, max: 1 });
});

test.afterAll(async () => {
  await pool?.end();
  await server?.dispose();
  await database?.drop();
});

const S = () => server as TServerProcess;
const P = () => pool as pg.Pool;

/** What `npm run admin -- jobs:run <name>` does: the running server works the job. */
function runJob(name: string) {
  runJobByHand(S(), database?.url as string, name);
}

function signedInContext(browser: Browser, cookie: string): Promise<BrowserContext> {
  return sessionContext(browser, S(), cookie);
}

async function insertProperty(ownerId: string, title: string, location: string) {
  const { rows } = await P().query<{ id: string }>(
    `insert into properties (user_id, title, description, type, announcement_type, price, surface,
       rooms, address, governorate, location, whatsapp)
     values ($1, $2, 'Lumineux, proche des écoles et du marché.', 'appartement', 'location', 900,
       80, 2, 'Avenue Habib Bourguiba', $3, $3, '21698123456')
     returning id`,
    [ownerId, title, location],
  );
  return rows[0]?.id as string;
}

/** A buyer's first message about a listing, written `minutesAgo` and still unread. */
async function insertUnreadMessage(
  listing: { id: string; title: string; ownerId: string },
  buyerId: string,
  body: string,
  minutesAgo: number,
) {
  const { rows } = await P().query<{ id: string }>(
    `insert into conversations (listing_kind, listing_id, listing_title, buyer_id, owner_id,
       last_message_at)
     values ('property', $1, $2, $3, $4, now() - make_interval(mins => $5))
     returning id`,
    [listing.id, listing.title, buyerId, listing.ownerId, minutesAgo],
  );
  const conversationId = rows[0]?.id as string;
  await P().query(
    `insert into conversation_messages (conversation_id, sender_id, body, created_at)
     values ($1, $2, $3, now() - make_interval(mins => $4))`,
    [conversationId, buyerId, body, minutesAgo],
  );
  return conversationId;
}

const messageMails = (email: string) =>
  mailsTo(email, S().dataDir).filter((mail) => mail.subject.startsWith("Nouveau message"));

test("a message unread for 10 minutes is mailed, and the mail's link unsubscribes signed out", async ({
  page,
  browser,
}) => {
  const owner = await signUpAndSignIn(S(), "mail-owner");
  const buyer = await signUpAndSignIn(S(), "mail-buyer");
  const title = "Appartement S+2 à Sousse";
  const listingId = await insertProperty(owner.userId, title, "sousse");
  const listing = { id: listingId, title, ownerId: owner.userId };
  // One message waiting 11 minutes (mailed), another conversation's only 2 minutes (not yet).
  const conversationId = await insertUnreadMessage(
    listing,
    buyer.userId,
    "Bonjour, l'appartement est-il libre en juin ?",
    11,
  );
  const other = await signUpAndSignIn(S(), "mail-other");
  await insertUnreadMessage(listing, other.userId, "Le prix est-il négociable ?", 2);

  runJob("message-mails");
  await expect.poll(() => messageMails(owner.email).length, { timeout: 30_000 }).toBe(1);
  const [mail] = messageMails(owner.email);
  expect(mail?.subject).toBe("Nouveau message de mail-buyer Test - Darna");
  expect(mail?.text).toContain(`« ${title} »`);
  expect(mail?.text).toContain("> Bonjour, l'appartement est-il libre en juin ?");
  expect(mail?.text).not.toContain("négociable");
  expect(linkIn(mail, "/messages/")).toBe(`${S().url}/messages/${conversationId}`);
  expect(messageMails(buyer.email)).toEqual([]);

  // The unsubscribe link, opened by a visitor (no session): one button, nothing changed yet.
  const unsubscribe = linkIn(mail, "/messages/desabonnement");
  await page.goto(unsubscribe);
  await expect(
    page.getByRole("heading", { name: "Ne plus recevoir les e-mails de messages" }),
  ).toBeVisible();
  const ownerContext = await signedInContext(browser, owner.cookie);
  const ownerPage = await ownerContext.newPage();
  const box = ownerPage.getByRole("checkbox", {
    name: /Recevoir un e-mail pour les nouveaux messages/,
  });
  await ownerPage.goto(`${S().url}/profil`);
  await expect(box).toBeChecked();

  await page.getByRole("button", { name: "Se désabonner" }).click();
  await expect(page.getByRole("heading", { name: "Désabonnement confirmé" })).toBeVisible();
  await expect(page.getByText(`${owner.email} ne recevra plus d'e-mail`)).toBeVisible();

  await ownerPage.reload();
  await expect(box).not.toBeChecked();
  await ownerContext.close();

  // A forged link changes nothing and says so.
  await page.goto(`${S().url}/messages/desabonnement?jeton=${owner.userId}.faux`);
  await expect(page.getByRole("heading", { name: "Désabonnement impossible" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Ce lien de désabonnement n'est pas valide");
});

test("Mes annonces counts a listing's views, from the page cache too, but not bots", async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpAndSignIn(S(), "views-owner");
  const title = "Duplex vue mer à Tabarka";
  const listingId = await insertProperty(owner.userId, title, "jendouba");
  const pageUrl = `${S().url}/proprietes/${listingId}`;

  // A visitor opens it from the list (a client-side navigation), then reloads it twice: the
  // page comes once rendered, once from the page cache.
  await page.goto(`${S().url}/proprietes?location=jendouba`);
  await page.locator(`a[href="/proprietes/${listingId}"]`).first().click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const outcomes: (string | undefined)[] = [];
  for (let i = 0; i < 2; i += 1) {
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    outcomes.push(response?.headers()["x-cache"]);
  }
  expect(outcomes).toContain("HIT");

  // A search engine's robot and a HEAD request are no views.
  const bot = await request.get(pageUrl, {
    headers: {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    },
  });
  expect(bot.status()).toBe(200);
  expect((await request.head(pageUrl)).status()).toBe(200);

  const context = await signedInContext(browser, owner.cookie);
  const mine = await context.newPage();
  await mine.goto(`${S().url}/mes-annonces`);
  const stats = mine.getByRole("list", { name: "Statistiques de l'annonce" });
  // Views are written every few seconds: the owner's page shows them once written.
  await expect(async () => {
    await mine.reload();
    await expect(stats).toContainText("3 vues", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(stats).toContainText("0 conversation");
  await expect(stats).toContainText("0 numéro affiché");
  await context.close();
});
