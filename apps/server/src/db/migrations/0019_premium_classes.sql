-- Decision 0045: premium classes are what Premium (CKPM) adds over Paid (CKPD).
-- 1. The seed never removes a grant, so the old default "paid teachers make classes premium" goes here; a row an
--    operator changed (other flags than the old default view + edit) stays as they set it.
DELETE FROM "permission_grants"
WHERE "role" = 'Teacher' AND "license_code" = 'CKPD' AND "permission" = 'teacher_allowed_premuim_class'
  AND "can_view" AND NOT "can_create" AND "can_edit" AND NOT "can_delete";--> statement-breakpoint
-- 2. Paid classes now hold 30 students. A class that already holds more keeps room for them: it becomes premium,
--    so no teacher finds a class refused that took students yesterday (students are never removed).
UPDATE "classes" SET "is_premium" = true
WHERE NOT "is_premium"
  AND (SELECT count(*) FROM "enrollments" e WHERE e."class_id" = "classes"."id" AND e."status" = 'active') > 30;
