CREATE TABLE "marking_marker_count" (
	"group_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"marked" integer DEFAULT 0 NOT NULL,
	"arbitrated" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "marking_marker_count_group_id_teacher_id_pk" PRIMARY KEY("group_id","teacher_id")
);
--> statement-breakpoint
DROP INDEX "marking_slot_pool_idx";--> statement-breakpoint
ALTER TABLE "marking_marker_count" ADD CONSTRAINT "marking_marker_count_group_id_marking_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."marking_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marking_slot_arbitration_pool_idx" ON "marking_slot" USING btree ("group_id","id") WHERE "marking_slot"."submitted_at" is null and not "marking_slot"."blocked" and "marking_slot"."round" = 3;--> statement-breakpoint
CREATE INDEX "marking_slot_pool_idx" ON "marking_slot" USING btree ("group_id","id") WHERE "marking_slot"."submitted_at" is null and not "marking_slot"."blocked" and "marking_slot"."round" < 3;
--> statement-breakpoint

-- Each teacher's submitted marks per group, kept by triggers on marking_slot so that every path
-- that submits, voids (rejection, problem papers), moves or deletes a mark keeps them right. The
-- marking screen's counters and the quota check read them on every fetch and submit; counting a
-- marker's slots there cost hundreds of row visits per call by the end of a large exam.
CREATE OR REPLACE FUNCTION marking_slot_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.marker_id IS NOT NULL AND OLD.submitted_at IS NOT NULL THEN
    -- A decrement follows an increment, which made the row.
    UPDATE marking_marker_count SET marked = marked - (OLD.round < 3)::int, arbitrated = arbitrated - (OLD.round = 3)::int
      WHERE group_id = OLD.group_id AND teacher_id = OLD.marker_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.marker_id IS NOT NULL AND NEW.submitted_at IS NOT NULL THEN
    INSERT INTO marking_marker_count AS c (group_id, teacher_id, marked, arbitrated)
      VALUES (NEW.group_id, NEW.marker_id, (NEW.round < 3)::int, (NEW.round = 3)::int)
      ON CONFLICT (group_id, teacher_id) DO UPDATE SET marked = c.marked + excluded.marked, arbitrated = c.arbitrated + excluded.arbitrated;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER marking_slot_count_insert AFTER INSERT ON marking_slot FOR EACH ROW
  WHEN (NEW.marker_id IS NOT NULL AND NEW.submitted_at IS NOT NULL)
  EXECUTE FUNCTION marking_slot_count();
--> statement-breakpoint
CREATE TRIGGER marking_slot_count_update AFTER UPDATE OF marker_id, submitted_at, round, group_id ON marking_slot FOR EACH ROW
  WHEN ((OLD.marker_id, OLD.submitted_at IS NULL, OLD.round, OLD.group_id) IS DISTINCT FROM (NEW.marker_id, NEW.submitted_at IS NULL, NEW.round, NEW.group_id))
  EXECUTE FUNCTION marking_slot_count();
--> statement-breakpoint
CREATE TRIGGER marking_slot_count_delete AFTER DELETE ON marking_slot FOR EACH ROW
  WHEN (OLD.marker_id IS NOT NULL AND OLD.submitted_at IS NOT NULL)
  EXECUTE FUNCTION marking_slot_count();
--> statement-breakpoint
INSERT INTO marking_marker_count (group_id, teacher_id, marked, arbitrated)
  SELECT group_id, marker_id, count(*) FILTER (WHERE round < 3), count(*) FILTER (WHERE round = 3)
  FROM marking_slot WHERE marker_id IS NOT NULL AND submitted_at IS NOT NULL
  GROUP BY group_id, marker_id;
--> statement-breakpoint

-- A marker's own counters in a group, from the stored counts (the rule of 0006 is unchanged).
CREATE OR REPLACE FUNCTION marking_my_counters(p_group integer, p_teacher integer)
RETURNS TABLE (my_marked integer, my_arbitrated integer, quota integer, has_marker boolean)
LANGUAGE sql STABLE AS $$
  select coalesce(c.marked, 0), coalesce(c.arbitrated, 0), m.quota, m.teacher_id is not null
  from (select 1) one
  left join marking_marker_count c on c.group_id = p_group and c.teacher_id = p_teacher
  left join marking_marker m on m.group_id = p_group and m.teacher_id = p_teacher and m.role = 'marker'
$$;
