-- The funnel's placed and confirmed steps are counted from the orders when the owner reads them;
-- the marks the order events wrote for them are no longer read.
DELETE FROM "funnel_marks" WHERE "step" IN ('placed', 'confirmed');
