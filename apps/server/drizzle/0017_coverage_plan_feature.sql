-- Decision 042: the plan cards of Pro and Premium name the coverage import (Organization's card
-- says "Everything in Premium"). Appended once; prices and other features edited by admins stay.
UPDATE "plans" SET "features" = "features" || '["Import test coverage onto charts"]'::jsonb
WHERE "plan_id" IN ('pro', 'premium') AND NOT ("features" ? 'Import test coverage onto charts');
