-- UTC days whose quarters were rolled up since the day's census_day_pages and census_day_products
-- were last recomputed: marked in the transaction of each quarter's rollup, taken by a second pass
-- of the rollup that recomputes each day once, however many of its quarters a run rolled up. A
-- rollup cut off between the two leaves the days marked for the next run.
CREATE TABLE "census_dirty_days" (
	"day" date PRIMARY KEY NOT NULL
);
