ALTER TABLE "attempts" ADD COLUMN "results" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Existing attempts get the results of the responses they already have (docs/decisions/0026).
UPDATE "attempts" a SET "results" = x.results
FROM (
  SELECT r.attempt_id,
    jsonb_object_agg(r.question_id::text, jsonb_build_array(r.status, r.score, r.client_seq, r.checked_at IS NOT NULL)) AS results
  FROM "responses" r GROUP BY r.attempt_id
) x
WHERE x.attempt_id = a.id;--> statement-breakpoint
-- Room on each page for the new row version a save writes, so the update stays on the page (HOT) and the
-- attempts' indexes are left alone.
ALTER TABLE "attempts" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "responses" SET (fillfactor = 80);
