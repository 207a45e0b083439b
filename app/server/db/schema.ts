import { relations, sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// ---------------------------------------------------------------------------------------------
// Better Auth tables (names and columns as its Drizzle adapter expects them)
// ---------------------------------------------------------------------------------------------

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin overview's new accounts of the last 30 days (decision 0038).
  (table) => [index("user_created_at_idx").on(table.createdAt)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

/*
 * Better Auth reads a session and its user in one query through these (`joins` in
 * auth.server.ts): every signed-in request starts with that read.
 */
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** Better Auth's own request limiter (`rateLimit` in auth.server.ts); Darna's are in rateLimits. */
export const authRateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: doublePrecision("last_request").notNull(),
});

// ---------------------------------------------------------------------------------------------
// Darna tables
// ---------------------------------------------------------------------------------------------

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    avatarUrl: text("avatar_url"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    /** Opted in on the profile: an e-mail too when a favourite's price goes down (issue 15). */
    priceDropEmails: boolean("price_drop_emails").notNull().default(false),
    /** 'Recevoir un e-mail pour les nouveaux messages' (issue 22): on unless turned off. */
    messageEmails: boolean("message_emails").notNull().default(true),
    /**
     * Set while an administrator has suspended the account (decision 0039): no sign-in, no
     * session, its listings in suspendedListings. The reason is the one mailed to the user.
     */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspensionReason: text("suspension_reason"),
    /** Set when the team checked the professional's identity: the 'Vérifié' badge (0039). */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** The language chosen with the switch (decision 0046): the person's pages and mails. */
    locale: text("locale", { enum: ["fr", "ar"] })
      .notNull()
      .default("fr"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("profiles_role_check", sql`${table.role} in ('user', 'admin')`),
    check("profiles_locale_check", sql`${table.locale} in ('fr', 'ar')`),
    index("profiles_email_idx").on(table.email),
  ],
);

export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    type: text("type", {
      enum: ["appartement", "maison", "villa", "terrain", "bureau", "local_commercial"],
    }).notNull(),
    announcementType: text("announcement_type", { enum: ["vente", "location"] }).notNull(),
    price: integer("price").notNull(),
    surface: integer("surface").notNull(),
    rooms: integer("rooms").notNull().default(0),
    bathrooms: integer("bathrooms").notNull().default(0),
    constructionYear: integer("construction_year"),
    furnished: text("furnished", { enum: ["yes", "no", "partial"] })
      .notNull()
      .default("no"),
    availableDate: date("available_date"),
    address: text("address").notNull(),
    governorate: text("governorate").notNull(),
    location: text("location").notNull(),
    /**
     * The delegation's slug (features/places, issue 23), inside `location`'s governorate. Null on
     * listings published before delegations existed: they count as 'whole governorate' until
     * edited (decision 0031).
     */
    delegation: text("delegation"),
    /**
     * The owner's optional pin, rounded to about 200 m when stored (decision 0031): shown as an
     * area, never as an exact address. Null: the map uses the delegation's centre.
     */
    pinLat: doublePrecision("pin_lat"),
    pinLng: doublePrecision("pin_lng"),
    whatsapp: text("whatsapp").notNull(),
    /**
     * 'Afficher mon numéro aux utilisateurs connectés' (issue 22, decision 0029): true or false
     * once chosen; null keeps the rule the listing was published under (properties: the owner and
     * administrators only; services and stores: signed-in users).
     */
    showPhone: boolean("show_phone"),
    photoUrls: text("photo_urls").array().notNull().default(sql`'{}'::text[]`),
    /**
     * What its owner ticked (features/properties/amenities.ts: 'balcon', 'piscine'…), each once:
     * the page's 'Caractéristiques' and the lists' 'Équipements' filter (decision 0034).
     */
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    // Sold or rented: still shown on its page, its owner's lists and favourites (with a badge),
    // left out of the public list unless asked for (migration 0009).
    status: text("status", { enum: ["available", "sold", "rented"] })
      .notNull()
      .default("available"),
    // 90 days after publication or the last renewal; past it the listing leaves every public list
    // and its page answers 410 (migration 0011, decision 0019).
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      // To the millisecond, a JavaScript date's precision: the renewal token signs the exact value.
      .default(sql`date_trunc('milliseconds', now() + interval '90 days')`),
    // The expiry the last reminder was mailed for: a renewal moves the expiry, so the next one is
    // mailed again, and a reminder is never sent twice for the same expiry.
    expiryReminderFor: timestamp("expiry_reminder_for", { withTimezone: true }),
    // French, accent-insensitive search document; the configuration is created by migration 0000.
    // Two spellings of each word: unaccented then stemmed (darna_fr) and stemmed then unaccented.
    // The French stemmer treats 'meublée' and 'meuble' differently once accents are gone; between
    // the two, 'meuble', 'meublé' and 'meublée' all find each other (migration 0004). Arabic
    // words go through their own configuration instead, ة written ه (migration 0024, decision 0045).
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('darna_fr'::regconfig, darna_latin_text(coalesce(title, '') || ' ' || coalesce(description, ''))) || darna_unaccent(to_tsvector('french'::regconfig, darna_latin_text(coalesce(title, '') || ' ' || coalesce(description, '')))::text)::tsvector || to_tsvector('darna_ar'::regconfig, darna_arabic_text(coalesce(title, '') || ' ' || coalesce(description, '')))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("properties_price_check", sql`${table.price} >= 0`),
    check("properties_surface_check", sql`${table.surface} >= 0`),
    check(
      "properties_type_check",
      sql`${table.type} in ('appartement', 'maison', 'villa', 'terrain', 'bureau', 'local_commercial')`,
    ),
    check(
      "properties_announcement_type_check",
      sql`${table.announcementType} in ('vente', 'location')`,
    ),
    check("properties_furnished_check", sql`${table.furnished} in ('yes', 'no', 'partial')`),
    check("properties_status_check", sql`${table.status} in ('available', 'sold', 'rented')`),
    index("properties_user_id_idx").on(table.userId, table.createdAt.desc()),
    // The public list (bench/properties-list.ts, EXPLAIN there): each sort walks its (column, id)
    // index in either direction, and the filter columns ride along in the index so that the page's
    // ids and the capped count come from the index alone, without reading the wide rows.
    index("properties_price_idx").on(
      table.price,
      table.id,
      table.announcementType,
      table.location,
      table.surface,
      table.rooms,
      table.status,
      table.expiresAt,
    ),
    index("properties_surface_idx").on(
      table.surface,
      table.id,
      table.announcementType,
      table.location,
      table.price,
      table.rooms,
      table.status,
      table.expiresAt,
    ),
    index("properties_created_at_idx").on(
      table.createdAt,
      table.id,
      table.announcementType,
      table.location,
      table.price,
      table.surface,
      table.rooms,
      table.status,
      table.expiresAt,
    ),
    // Similar listings (decision 0025): the same governorate, announcement and type, walked from
    // a price upwards and downwards, a few entries each way whatever the table's size.
    index("properties_similar_idx").on(
      table.location,
      table.announcementType,
      table.type,
      table.price,
      table.id,
      table.status,
      table.expiresAt,
    ),
    // Rentals and sales have price ranges of their own: walking the price index for "rentals,
    // dearest first" would cross every sale first.
    index("properties_announcement_price_idx").on(
      table.announcementType,
      table.price,
      table.id,
      table.location,
      table.surface,
      table.rooms,
      table.status,
      table.expiresAt,
    ),
    index("properties_location_idx").on(
      table.location,
      table.announcementType,
      table.price,
      table.id,
      table.surface,
      table.rooms,
      table.status,
      table.expiresAt,
    ),
    // Delegation searches (issue 23): the same shape as the governorate's, one level finer.
    index("properties_delegation_idx")
      .on(
        table.delegation,
        table.announcementType,
        table.price,
        table.id,
        table.surface,
        table.rooms,
        table.status,
        table.expiresAt,
      )
      .where(sql`${table.delegation} is not null`),
    index("properties_rooms_idx").on(
      table.rooms,
      table.price,
      table.id,
      table.announcementType,
      table.location,
      table.surface,
      table.status,
      table.expiresAt,
    ),
    // One partial index per category whose predicate is, word for word, the category rule of
    // app/features/properties/list-properties.server.ts: the planner then knows that every entry
    // matches and answers without reading a title. darna_unaccent is unaccent declared immutable
    // (migration 0003), as an index predicate requires.
    index("properties_category_appartement_idx")
      .on(
        table.price,
        table.id,
        table.announcementType,
        table.location,
        table.surface,
        table.rooms,
        table.status,
        table.expiresAt,
      )
      .where(
        sql.raw(
          `("properties"."type" in ('appartement') or darna_unaccent("properties"."title") ilike '%appartement%')`,
        ),
      ),
    index("properties_category_maison_idx")
      .on(
        table.price,
        table.id,
        table.announcementType,
        table.location,
        table.surface,
        table.rooms,
        table.status,
        table.expiresAt,
      )
      .where(
        sql.raw(
          `("properties"."type" in ('maison', 'villa') or darna_unaccent("properties"."title") ilike '%maison%' or darna_unaccent("properties"."title") ilike '%villa%')`,
        ),
      ),
    index("properties_category_villa_idx")
      .on(
        table.price,
        table.id,
        table.announcementType,
        table.location,
        table.surface,
        table.rooms,
        table.status,
        table.expiresAt,
      )
      .where(
        sql.raw(
          `("properties"."type" in ('villa') or darna_unaccent("properties"."title") ilike '%villa%')`,
        ),
      ),
    index("properties_category_terrain_idx")
      .on(
        table.price,
        table.id,
        table.announcementType,
        table.location,
        table.surface,
        table.rooms,
        table.status,
        table.expiresAt,
      )
      .where(
        sql.raw(
          `("properties"."type" in ('terrain') or darna_unaccent("properties"."title") ilike '%terrain%')`,
        ),
      ),
    index("properties_category_local_commercial_idx")
      .on(
        table.price,
        table.id,
        table.announcementType,
        table.location,
        table.surface,
        table.rooms,
        table.status,
        table.expiresAt,
      )
      .where(
        sql.raw(
          `("properties"."type" in ('local_commercial') or darna_unaccent("properties"."title") ilike '%local%' or darna_unaccent("properties"."title") ilike '%commercial%')`,
        ),
      ),
    index("properties_category_bureau_idx")
      .on(
        table.price,
        table.id,
        table.announcementType,
        table.location,
        table.surface,
        table.rooms,
        table.status,
        table.expiresAt,
      )
      .where(
        sql.raw(
          `("properties"."type" in ('bureau') or darna_unaccent("properties"."title") ilike '%bureau%')`,
        ),
      ),
    index("properties_search_idx").using("gin", table.searchVector),
    // 'Équipements' (amenities @> '{piscine}'): a rare amenity is found without a walk of the list.
    index("properties_amenities_idx").using("gin", table.amenities),
    // The reminders' walk (expiry-reminders.server.ts): the listings expiring within a week.
    index("properties_expires_at_idx").on(table.expiresAt),
  ],
);

export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    profession: text("profession").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    /** The delegation's slug, as on properties (decision 0031); null on older listings. */
    delegation: text("delegation"),
    address: text("address"),
    phone: text("phone").notNull(),
    whatsapp: text("whatsapp").notNull(),
    /**
     * 'Afficher mon numéro aux utilisateurs connectés' (issue 22, decision 0029): true or false
     * once chosen; null keeps the rule the listing was published under (properties: the owner and
     * administrators only; services and stores: signed-in users).
     */
    showPhone: boolean("show_phone"),
    image: text("image"),
    imageUrl: text("image_url"),
    rating: doublePrecision("rating").notNull().default(5),
    avgRating: doublePrecision("avg_rating").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("services_user_id_idx").on(table.userId, table.createdAt.desc()),
    index("services_created_at_idx").on(table.createdAt.desc()),
    index("services_profession_idx").on(table.profession),
    index("services_avg_rating_idx").on(table.avgRating.desc()),
    // Similar services (decision 0025): one profession in one governorate, best rated first.
    index("services_similar_idx").on(
      table.profession,
      table.location,
      table.avgRating,
      table.createdAt,
      table.id,
    ),
  ],
);

export const stores = pgTable(
  "stores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    image: text("image"),
    location: text("location").notNull(),
    /** The delegation's slug, as on properties (decision 0031); null on older listings. */
    delegation: text("delegation"),
    address: text("address").notNull(),
    whatsapp: text("whatsapp").notNull(),
    /**
     * 'Afficher mon numéro aux utilisateurs connectés' (issue 22, decision 0029): true or false
     * once chosen; null keeps the rule the listing was published under (properties: the owner and
     * administrators only; services and stores: signed-in users).
     */
    showPhone: boolean("show_phone"),
    avgRating: doublePrecision("avg_rating").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("stores_user_id_idx").on(table.userId, table.createdAt.desc()),
    index("stores_created_at_idx").on(table.createdAt.desc()),
    index("stores_category_idx").on(table.category),
    // Similar shops (decision 0025): one category in one governorate, best rated first.
    index("stores_similar_idx").on(
      table.category,
      table.location,
      table.avgRating,
      table.createdAt,
      table.id,
    ),
  ],
);

export const ratings = pgTable(
  "ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id").notNull(),
    itemType: text("item_type", { enum: ["service", "store"] }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("ratings_rating_check", sql`${table.rating} between 1 and 5`),
    check("ratings_item_type_check", sql`${table.itemType} in ('service', 'store')`),
    uniqueIndex("ratings_user_item_unique").on(table.userId, table.itemId, table.itemType),
    index("ratings_item_idx").on(table.itemType, table.itemId),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    itemType: text("item_type", { enum: ["property", "service", "store"] }).notNull(),
    itemId: uuid("item_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("favorites_item_type_check", sql`${table.itemType} in ('property', 'service', 'store')`),
    uniqueIndex("favorites_user_item_unique").on(table.userId, table.itemId, table.itemType),
    index("favorites_user_created_idx").on(table.userId, table.createdAt.desc()),
    index("favorites_item_idx").on(table.itemType, table.itemId),
  ],
);

export const serviceComments = pgTable(
  "service_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("service_comments_service_idx").on(table.serviceId, table.createdAt.desc()),
    index("service_comments_user_idx").on(table.userId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    // Hashed client address: enough for the per-IP limit, without keeping the address itself.
    senderKey: text("sender_key"),
    createdAt: createdAt(),
    // Set when an administrator marks the message handled (the admin panel's Messages tab).
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [
    index("messages_sender_created_idx").on(table.senderKey, table.createdAt),
    index("messages_created_idx").on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** What a notification tells: a comment, a moderation decision, a favourite's lower price. */
export const NOTIFICATION_TYPES = [
  "new_comment",
  "listing_hidden",
  "listing_restored",
  "price_drop",
] as const;

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    senderId: text("sender_id").references(() => user.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull().default("new_comment"),
    // A moderation notice (decision 0015) names the listing as it was then, and why it was hidden.
    listingType: text("listing_type", { enum: ["property", "service", "store"] }),
    listingId: uuid("listing_id"),
    listingTitle: text("listing_title"),
    reason: text("reason"),
    // A price drop on a favourite (issue 15): the price before and after the change.
    oldPrice: integer("old_price"),
    newPrice: integer("new_price"),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "notifications_type_check",
      sql`${table.type} in ('new_comment', 'listing_hidden', 'listing_restored', 'price_drop')`,
    ),
    index("notifications_recipient_idx").on(table.recipientId, table.createdAt.desc()),
    index("notifications_unread_idx").on(table.recipientId).where(sql`${table.read} = false`),
  ],
);

export type TPropertyRow = typeof properties.$inferSelect;
export type TServiceRow = typeof services.$inferSelect;
export type TStoreRow = typeof stores.$inferSelect;
export type TProfileRow = typeof profiles.$inferSelect;

/** Fixed-window counters for sign-in, resend, reset and contact limits (per address and per IP). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/**
 * What administrators did from the panel (issue: audit log), kept when the actor or the target
 * is gone: the actor's and target's names are copied at the time, the actor's id is only a
 * reference that becomes null if that account is erased.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorLabel: text("actor_label").notNull(),
    action: text("action", {
      enum: [
        "role_change",
        "user_deletion",
        "listing_deletion",
        "profile_sync",
        "listing_hidden",
        "listing_restored",
        "reports_dismissed",
        "message_handled",
        "message_reopened",
        "conversation_read",
        "user_suspended",
        "user_reactivated",
        "user_verified",
        "user_unverified",
      ],
    }).notNull(),
    targetType: text("target_type", {
      enum: ["user", "property", "service", "store", "message", "conversation"],
    }),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    outcome: text("outcome", { enum: ["success", "refused", "failed"] }).notNull(),
    detail: text("detail"),
    /** The request the action was made in (X-Request-Id): finds its log lines. */
    requestId: text("request_id"),
    createdAt: createdAt(),
  },
  (table) => [index("admin_audit_log_created_idx").on(table.createdAt.desc())],
);

export type TAdminAuditRow = typeof adminAuditLog.$inferSelect;

/**
 * Reports of a listing by its readers (issue 14). A listing of any kind is named by kind and id,
 * as favourites do, without a foreign key: deleting the listing deletes its reports in the same
 * transaction (listings/delete-listing.server.ts). A signed-in reporter is named by account; a
 * visitor by the hash of their address (the rate limits' key), never the address itself. One open
 * or closed report per reporter and listing: the partial unique indexes say so to every process.
 */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemType: text("item_type", { enum: ["property", "service", "store"] }).notNull(),
    itemId: uuid("item_id").notNull(),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    reporterKey: text("reporter_key"),
    reason: text("reason", {
      enum: [
        "scam",
        "duplicate",
        "unavailable",
        "wrong_info",
        "inappropriate",
        "other",
        "reused_photo",
      ],
    }).notNull(),
    details: text("details"),
    /** The other listing a system report names (reused photo, decision 0020). */
    linkedItemType: text("linked_item_type", { enum: ["property", "service", "store"] }),
    linkedItemId: uuid("linked_item_id"),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "listing_reports_item_type_check",
      sql`${table.itemType} in ('property', 'service', 'store')`,
    ),
    check("listing_reports_details_check", sql`char_length(${table.details}) <= 1000`),
    check(
      "listing_reports_reason_check",
      sql`${table.reason} in ('scam', 'duplicate', 'unavailable', 'wrong_info', 'inappropriate', 'other', 'reused_photo')`,
    ),
    check(
      "listing_reports_linked_check",
      sql`(${table.linkedItemType} is null) = (${table.linkedItemId} is null)`,
    ),
    // One open system report per pair of listings, whichever photos and edits found it.
    uniqueIndex("listing_reports_linked_unique")
      .on(table.itemType, table.itemId, table.linkedItemType, table.linkedItemId)
      .where(sql`${table.linkedItemId} is not null and ${table.status} = 'open'`),
    uniqueIndex("listing_reports_user_unique")
      .on(table.itemType, table.itemId, table.reporterId)
      .where(sql`${table.reporterId} is not null`),
    uniqueIndex("listing_reports_visitor_unique")
      .on(table.itemType, table.itemId, table.reporterKey)
      .where(sql`${table.reporterId} is null`),
    index("listing_reports_open_idx")
      .on(table.itemType, table.itemId, table.createdAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * Listings hidden by moderation (issue 14): present here means out of every public list, search,
 * seller page and detail page but for the owner and administrators. A table of its own rather than
 * a column: public queries exclude the few hidden ids by an anti-join, and the list indexes that
 * answer from the index alone stay untouched.
 */
export const hiddenListings = pgTable(
  "hidden_listings",
  {
    itemType: text("item_type", { enum: ["property", "service", "store"] }).notNull(),
    itemId: uuid("item_id").notNull(),
    reason: text("reason").notNull(),
    /** null when hidden automatically by reports. */
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("hidden_listings_item_unique").on(table.itemType, table.itemId),
    check(
      "hidden_listings_item_type_check",
      sql`${table.itemType} in ('property', 'service', 'store')`,
    ),
  ],
);

export type TListingReportRow = typeof listingReports.$inferSelect;

/**
 * The listings of suspended accounts (decision 0039), written in the transaction of the
 * suspension and deleted by the reactivation: public queries exclude them by the same kind of
 * anti-join as hiddenListings, so the list indexes stay as they are. Kept apart from moderation's
 * table: a listing may be hidden by moderation and its owner suspended, and either ends alone.
 */
export const suspendedListings = pgTable(
  "suspended_listings",
  {
    itemType: text("item_type", { enum: ["property", "service", "store"] }).notNull(),
    itemId: uuid("item_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.itemType, table.itemId] }),
    index("suspended_listings_user_idx").on(table.userId),
    check(
      "suspended_listings_item_type_check",
      sql`${table.itemType} in ('property', 'service', 'store')`,
    ),
  ],
);

/**
 * The median price per m² of the listings on offer in each group of comparable properties (same
 * announcement type, property type and governorate), for the price context of property pages and
 * cards (issue 15). Kept by the `price-stats` job: the whole table every quarter of an hour, one
 * group right after a listing of it changes. A page reads one row instead of sorting thousands.
 */
export const propertyPriceStats = pgTable(
  "property_price_stats",
  {
    announcementType: text("announcement_type").notNull(),
    type: text("type").notNull(),
    location: text("location").notNull(),
    listings: integer("listings").notNull(),
    medianPricePerM2: doublePrecision("median_price_per_m2").notNull(),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.announcementType, table.type, table.location] })],
);

const int8 = customType<{ data: bigint; driverData: string | number | bigint }>({
  dataType: () => "bigint",
  fromDriver: (value) => BigInt(value),
  toDriver: (value) => value.toString(),
});

/**
 * The perceptual hash of every stored listing photo (issue 14, decision 0020): a new or edited
 * listing whose photo is close to another account's is reported to the moderation queue. A
 * photo is named by its listing (kind and id, without a foreign key, as reports are) and its
 * public URL. `hash` is null when the photo cannot be compared: nearly uniform, or unreadable
 * in storage at backfill time. The three bands are the hash's bits 63-43, 42-22 and 21-0:
 * two hashes at most 8 bits apart agree within 2 bits on at least one band (pigeonhole), so a
 * lookup probes each band's index with its value and every value 1 or 2 bits away.
 */
export const photoFingerprints = pgTable(
  "photo_fingerprints",
  {
    itemType: text("item_type", { enum: ["property", "service", "store"] }).notNull(),
    itemId: uuid("item_id").notNull(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    hash: int8("hash"),
    bandA: integer("band_a").generatedAlwaysAs(sql`((hash >> 43) & 2097151)::int`),
    bandB: integer("band_b").generatedAlwaysAs(sql`((hash >> 22) & 2097151)::int`),
    bandC: integer("band_c").generatedAlwaysAs(sql`(hash & 4194303)::int`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("photo_fingerprints_photo_unique").on(table.itemType, table.itemId, table.url),
    index("photo_fingerprints_owner_idx").on(table.ownerId),
    index("photo_fingerprints_band_a_idx").on(table.bandA),
    index("photo_fingerprints_band_b_idx").on(table.bandB),
    index("photo_fingerprints_band_c_idx").on(table.bandC),
    check(
      "photo_fingerprints_item_type_check",
      sql`${table.itemType} in ('property', 'service', 'store')`,
    ),
  ],
);

/**
 * Saved searches (issue 15, decision 0023): a list page's filters, kept as the list URL's values
 * (re-read with the list's own schema when matched), and how often their owner wants a mail.
 * `since` is where new listings start: the alert's creation, or its last resume (a pause's
 * backlog is never mailed). Paused alerts send nothing.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["property", "service", "store"] }).notNull(),
    name: text("name").notNull(),
    filters: jsonb("filters").$type<Record<string, string>>().notNull(),
    frequency: text("frequency", { enum: ["instant", "daily"] }).notNull(),
    paused: boolean("paused").notNull().default(false),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("saved_searches_kind_check", sql`${table.kind} in ('property', 'service', 'store')`),
    check("saved_searches_frequency_check", sql`${table.frequency} in ('instant', 'daily')`),
    index("saved_searches_user_idx").on(table.userId, table.createdAt),
    index("saved_searches_due_idx").on(table.frequency).where(sql`${table.paused} = false`),
  ],
);

/**
 * The listings each saved search has mailed: a listing is mailed once per alert, whatever is
 * edited afterwards. No foreign key to the three listing tables (one column names all three).
 */
export const savedSearchSent = pgTable(
  "saved_search_sent",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.itemId] })],
);

/**
 * Every change of a property's price (issue 15), written in the transaction of the edit that made
 * it: the detail page shows them as the price history. Deleted with the property.
 */
export const propertyPriceChanges = pgTable(
  "property_price_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    oldPrice: integer("old_price").notNull(),
    newPrice: integer("new_price").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("property_price_changes_property_idx").on(table.propertyId, table.changedAt)],
);

/**
 * Conversations between a buyer and a listing's owner (issue 22, decision 0028): one per listing
 * and buyer. The listing is named by kind and id without a foreign key, as favourites do, with a
 * snapshot of its title, first photo and price taken at each message: a deleted listing keeps its
 * conversations readable. Each party is a reference that becomes null when that account is
 * erased; the other side then reads 'Compte supprimé'.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingKind: text("listing_kind", { enum: ["property", "service", "store"] }).notNull(),
    listingId: uuid("listing_id").notNull(),
    listingTitle: text("listing_title").notNull(),
    listingPhotoUrl: text("listing_photo_url"),
    /** Properties only. */
    listingPrice: integer("listing_price"),
    buyerId: text("buyer_id").references(() => user.id, { onDelete: "set null" }),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** When each party was last mailed about unread messages here (at most once an hour). */
    buyerMailedAt: timestamp("buyer_mailed_at", { withTimezone: true }),
    ownerMailedAt: timestamp("owner_mailed_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "conversations_listing_kind_check",
      sql`${table.listingKind} in ('property', 'service', 'store')`,
    ),
    uniqueIndex("conversations_listing_buyer_unique").on(
      table.listingKind,
      table.listingId,
      table.buyerId,
    ),
    index("conversations_buyer_idx").on(table.buyerId, table.lastMessageAt.desc(), table.id.desc()),
    index("conversations_owner_idx").on(table.ownerId, table.lastMessageAt.desc(), table.id.desc()),
    // The admin overview's new conversations of the last 30 days (decision 0038).
    index("conversations_created_at_idx").on(table.createdAt),
  ],
);

/** Plain text, never HTML; removed with its sender's account. */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    check("conversation_messages_body_check", sql`char_length(${table.body}) between 1 and 2000`),
    index("conversation_messages_thread_idx").on(
      table.conversationId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index("conversation_messages_unread_idx")
      .on(table.conversationId, table.senderId)
      .where(sql`${table.readAt} is null`),
    index("conversation_messages_sender_idx").on(table.senderId),
  ],
);

/** 'Bloquer': between two accounts, whatever the conversation. */
export const conversationBlocks = pgTable(
  "conversation_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index("conversation_blocks_blocked_idx").on(table.blockedId),
  ],
);

/**
 * 'Signaler la conversation': one per party and conversation. An open report lets administrators
 * read the thread (each reading journaled).
 */
export const conversationReports = pgTable(
  "conversation_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason", {
      enum: ["scam", "harassment", "spam", "inappropriate", "other"],
    }).notNull(),
    details: text("details"),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "conversation_reports_reason_check",
      sql`${table.reason} in ('scam', 'harassment', 'spam', 'inappropriate', 'other')`,
    ),
    check("conversation_reports_details_check", sql`char_length(${table.details}) <= 1000`),
    check("conversation_reports_status_check", sql`${table.status} in ('open', 'closed')`),
    uniqueIndex("conversation_reports_reporter_unique")
      .on(table.conversationId, table.reporterId)
      .where(sql`${table.reporterId} is not null`),
    index("conversation_reports_open_idx")
      .on(table.conversationId, table.createdAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * What the owner's 'Mes annonces' counts per listing (issue 22): page views by people (bots
 * excluded, cached pages included) and phone numbers revealed. Named by kind and id without a
 * foreign key, as favourites do; removed with the listing by the listing's deletion.
 */
export const listingCounters = pgTable(
  "listing_counters",
  {
    listingKind: text("listing_kind", { enum: ["property", "service", "store"] }).notNull(),
    listingId: uuid("listing_id").notNull(),
    views: integer("views").notNull().default(0),
    phoneReveals: integer("phone_reveals").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.listingKind, table.listingId] }),
    check(
      "listing_counters_listing_kind_check",
      sql`${table.listingKind} in ('property', 'service', 'store')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Places (issue 23): a copy of app/features/places/tunisia-places.ts, loaded by migration 0018
// ---------------------------------------------------------------------------------------------

export const governorates = pgTable("governorates", {
  // governorateKey(label), the key `location` columns already hold: 'ben_arous'.
  slug: text("slug").primaryKey(),
  nameFr: text("name_fr").notNull(),
  nameAr: text("name_ar").notNull(),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
});

export const delegations = pgTable(
  "delegations",
  {
    slug: text("slug").primaryKey(),
    governorateSlug: text("governorate_slug")
      .notNull()
      .references(() => governorates.slug),
    nameFr: text("name_fr").notNull(),
    nameAr: text("name_ar").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
  },
  (table) => [index("delegations_governorate_slug_idx").on(table.governorateSlug)],
);
