-- Similar listings (issue 15, decision 0025): a listing's page shows four others like it, on
-- offer. Properties: the same governorate, announcement and type, nearest in price, read as two
-- walks of this index from the listing's price (upwards and downwards), each stopping after four
-- entries; status and expiry ride along so that the on-offer rule is checked on index entries.
CREATE INDEX "properties_similar_idx" ON "properties" USING btree ("location","announcement_type","type","price","id","status","expires_at");--> statement-breakpoint
-- Services of one profession and shops of one category in one governorate, best rated then newest first.
CREATE INDEX "services_similar_idx" ON "services" USING btree ("profession","location","avg_rating","created_at","id");--> statement-breakpoint
CREATE INDEX "stores_similar_idx" ON "stores" USING btree ("category","location","avg_rating","created_at","id");
