-- cc_fold(text): the product's case- and accent-insensitive key for search and sort, the same on PostgreSQL and
-- PGlite (which has no ICU collations). Latin letters lose their diacritics, Cyrillic is transliterated the Serbian
-- and Macedonian way (Ђ→d, Ш→s, Љ→lj), then everything is lower-cased. The mapping covers both cases, so the result
-- does not depend on the database's ctype locale. IMMUTABLE, so it can back expression indexes.
CREATE OR REPLACE FUNCTION cc_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fold$
  select lower(translate(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(value, 'љ', 'lj'), 'Љ', 'lj'), 'њ', 'nj'), 'Њ', 'nj'), 'џ', 'dz'), 'Џ', 'dz'), 'ю', 'ju'), 'Ю', 'ju'), 'я', 'ja'), 'Я', 'ja'), 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
    'àáâãäåāăąÀÁÂÃÄÅĀĂĄаАбБçćĉċčÇĆĈĊČћЋцЦчЧďđðĎĐÐдДђЂèéêëēĕėęěÈÉÊËĒĔĖĘĚеЕёЁєЄэЭфФĝğġģĜĞĠĢгГґҐѓЃĥħĤĦхХìíîïĩīĭįıÌÍÎÏĨĪĬĮİиИіІїЇĵĴйЙјЈķĶкКќЌĺļľŀłĹĻĽĿŁлЛмМñńņňÑŃŅŇнНòóôõöøōŏőÒÓÔÕÖØŌŎŐоОпПŕŗřŔŖŘрРśŝşšșŚŜŞŠȘсСшШщЩţťŧțŢŤŦȚтТùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲуУўЎвВŵŴýÿŷÝŸŶыЫźżžŹŻŽжЖзЗѕЅъЪьЬ',
    'aaaaaaaaaaaaaaaaaaaabbccccccccccccccccddddddddddeeeeeeeeeeeeeeeeeeeeeeeeeeffgggggggggggggghhhhhhiiiiiiiiiiiiiiiiiiiiiiiijjjjjjkkkkkkllllllllllllmmnnnnnnnnnnoooooooooooooooooooopprrrrrrrrssssssssssssssssttttttttttuuuuuuuuuuuuuuuuuuuuuuuuvvwwyyyyyyyyzzzzzzzzzzzz'))
$fold$;--> statement-breakpoint
-- Existing data must not already break the new unique indexes: say which rows clash instead of a bare index error.
DO $check$
DECLARE clash text;
BEGIN
  SELECT string_agg(format('tenant %s: %s', t, n), '; ') INTO clash FROM (
    SELECT coalesce(tenant_id, 0) AS t, normalized_user_name AS n FROM users WHERE is_deleted = false
    GROUP BY 1, 2 HAVING count(*) > 1) d;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 0001: several active users share a user name (case-insensitively): %. Rename or delete the duplicates, then start the server again.', clash;
  END IF;
  SELECT string_agg(format('tenant %s: %s', t, n), '; ') INTO clash FROM (
    SELECT coalesce(tenant_id, 0) AS t, normalized_email_address AS n FROM users WHERE is_deleted = false
    GROUP BY 1, 2 HAVING count(*) > 1) d;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 0001: several active users share an email address (case-insensitively): %. Change or delete the duplicates, then start the server again.', clash;
  END IF;
  SELECT string_agg(format('tenant %s: %s', t, n), '; ') INTO clash FROM (
    SELECT coalesce(tenant_id, 0) AS t, normalized_name AS n FROM roles GROUP BY 1, 2 HAVING count(*) > 1) d;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 0001: several roles of one tenant share a name (case-insensitively): %. Rename the duplicates, then start the server again.', clash;
  END IF;
  SELECT string_agg(n, '; ') INTO clash FROM (
    SELECT lower(tenancy_name) AS n FROM tenants GROUP BY 1 HAVING count(*) > 1) d;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 0001: several tenants share a tenancy name (case-insensitively): %. Rename the duplicates, then start the server again.', clash;
  END IF;
END
$check$;--> statement-breakpoint
DROP INDEX "tenants_tenancy_name_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "roles_tenant_name_uq" ON "roles" USING btree (coalesce("tenant_id", 0),"normalized_name");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_tenancy_name_ci_uq" ON "tenants" USING btree (lower("tenancy_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_user_name_uq" ON "users" USING btree (coalesce("tenant_id", 0),"normalized_user_name") WHERE "users"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_uq" ON "users" USING btree (coalesce("tenant_id", 0),"normalized_email_address") WHERE "users"."is_deleted" = false;