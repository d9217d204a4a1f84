-- Scores, totals and full scores as double precision instead of real (single precision), so a
-- total such as 55/3 is kept as 18.333333333333332 and not 18.333332 (see docs/statistics.md).
-- Stored values are converted through their text form (real's shortest exact decimal, e.g. 0.1 and
-- not 0.10000000149011612). The marking functions take and return the new types; report documents
-- built from single-precision totals are dropped, so the next page view rebuilds them.
DROP FUNCTION IF EXISTS marking_submit(integer, integer, integer, real[], real, varchar);--> statement-breakpoint
DROP FUNCTION IF EXISTS marking_settle(integer, integer);--> statement-breakpoint
ALTER TABLE "exam" ALTER COLUMN "full_score" SET DATA TYPE double precision USING "full_score"::text::double precision;--> statement-breakpoint
ALTER TABLE "exam_question" ALTER COLUMN "full_score" SET DATA TYPE double precision USING "full_score"::text::double precision;--> statement-breakpoint
ALTER TABLE "exam_question" ALTER COLUMN "partial_score" SET DATA TYPE double precision USING "partial_score"::text::double precision;--> statement-breakpoint
ALTER TABLE "exam_rank" ALTER COLUMN "total" SET DATA TYPE double precision USING "total"::text::double precision;--> statement-breakpoint
ALTER TABLE "exam_student" ALTER COLUMN "scores" SET DATA TYPE double precision[] USING "scores"::text::double precision[];--> statement-breakpoint
ALTER TABLE "exam_student" ALTER COLUMN "total" SET DATA TYPE double precision USING "total"::text::double precision;--> statement-breakpoint
ALTER TABLE "score_review" ALTER COLUMN "proposed_score" SET DATA TYPE double precision USING "proposed_score"::text::double precision;--> statement-breakpoint
ALTER TABLE "marking_answer" ALTER COLUMN "final_scores" SET DATA TYPE double precision[] USING "final_scores"::text::double precision[];--> statement-breakpoint
ALTER TABLE "marking_answer" ALTER COLUMN "final_score" SET DATA TYPE double precision USING "final_score"::text::double precision;--> statement-breakpoint
ALTER TABLE "marking_group" ALTER COLUMN "full_score" SET DATA TYPE double precision USING "full_score"::text::double precision;--> statement-breakpoint
ALTER TABLE "marking_group" ALTER COLUMN "score_step" SET DATA TYPE double precision USING "score_step"::text::double precision;--> statement-breakpoint
ALTER TABLE "marking_group" ALTER COLUMN "score_step" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "marking_group" ALTER COLUMN "tolerance" SET DATA TYPE double precision USING "tolerance"::text::double precision;--> statement-breakpoint
ALTER TABLE "marking_score_log" ALTER COLUMN "old_scores" SET DATA TYPE double precision[] USING "old_scores"::text::double precision[];--> statement-breakpoint
ALTER TABLE "marking_score_log" ALTER COLUMN "new_scores" SET DATA TYPE double precision[] USING "new_scores"::text::double precision[];--> statement-breakpoint
ALTER TABLE "marking_slot" ALTER COLUMN "scores" SET DATA TYPE double precision[] USING "scores"::text::double precision[];--> statement-breakpoint
ALTER TABLE "marking_slot" ALTER COLUMN "score" SET DATA TYPE double precision USING "score"::text::double precision;--> statement-breakpoint
ALTER TABLE "basket_topic" ALTER COLUMN "score" SET DATA TYPE double precision USING "score"::text::double precision;--> statement-breakpoint
ALTER TABLE "fine_paper" ALTER COLUMN "total_score" SET DATA TYPE double precision USING "total_score"::text::double precision;--> statement-breakpoint
ALTER TABLE "fine_paper_topic" ALTER COLUMN "score" SET DATA TYPE double precision USING "score"::text::double precision;--> statement-breakpoint
ALTER TABLE "paper_record" ALTER COLUMN "total_score" SET DATA TYPE double precision USING "total_score"::text::double precision;--> statement-breakpoint
ALTER TABLE "paper_record_topic" ALTER COLUMN "score" SET DATA TYPE double precision USING "score"::text::double precision;--> statement-breakpoint

-- Totals again from the converted scores, in double precision (the sum score import writes), and the
-- stored ranks' totals from them; built report documents are rebuilt on their next view.
UPDATE "exam_student" SET "total" = (SELECT coalesce(sum(x), 0) FROM unnest("scores") AS x) WHERE NOT "absent" AND "total" IS NOT NULL;--> statement-breakpoint
UPDATE "exam_rank" r SET "total" = s."total" FROM "exam_student" s WHERE s."exam_id" = r."exam_id" AND s."student_id" = r."student_id" AND s."total" IS NOT NULL;--> statement-breakpoint
DELETE FROM "exam_report_clazz";--> statement-breakpoint
DELETE FROM "exam_report";--> statement-breakpoint

-- marking_settle and marking_submit of 0006_marking_functions.sql, their bodies unchanged but for
-- real → double precision.
CREATE OR REPLACE FUNCTION marking_settle(p_answer integer, p_actor integer)
RETURNS TABLE (settled_status smallint, settled_scores double precision[], settled_score double precision)
LANGUAGE plpgsql AS $$
DECLARE
  a record;
  sl record;
  v_double boolean;
  v_tol double precision;
  s1 double precision[]; s2 double precision[]; s3 double precision[];
  t1 double precision; t2 double precision;
  done1 boolean := false;
  done2 boolean := false;
  done3 boolean := false;
  has3 boolean := false;
  v_status smallint := 0;
  v_scores double precision[] := null;
  v_score double precision := null;
BEGIN
  SELECT m.id, m.group_id, m.clazz_id, m.status, m.blank_audit, m.final_scores, m.final_score INTO a
    FROM marking_answer m WHERE m.id = p_answer FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'marking answer % vanished', p_answer;
  END IF;
  IF a.status = 2 OR a.blank_audit = 2 THEN
    RETURN QUERY SELECT a.status::smallint, a.final_scores::double precision[], a.final_score::double precision;
    RETURN;
  END IF;
  SELECT g.double_marking, g.tolerance INTO v_double, v_tol FROM marking_group g WHERE g.id = a.group_id;
  FOR sl IN SELECT s.round, s.scores, s.score, s.submitted_at FROM marking_slot s WHERE s.answer_id = p_answer LOOP
    IF sl.round = 3 THEN has3 := true; END IF;
    IF sl.submitted_at IS NOT NULL THEN
      IF sl.round = 1 THEN done1 := true; s1 := sl.scores; t1 := sl.score;
      ELSIF sl.round = 2 THEN done2 := true; s2 := sl.scores; t2 := sl.score;
      ELSIF sl.round = 3 THEN done3 := true; s3 := sl.scores;
      END IF;
    END IF;
  END LOOP;
  IF NOT v_double THEN
    IF done1 THEN v_status := 3; v_scores := s1; END IF;
  ELSIF done1 AND done2 THEN
    IF done3 THEN
      v_status := 3; v_scores := s3;
    -- Compared as decimals (double precision → numeric keeps the decimal the teacher gave), as in the browser.
    ELSIF abs(coalesce(t1, 0)::numeric - coalesce(t2, 0)::numeric) <= v_tol::numeric + 0.000000001 THEN
      v_status := 3;
      v_scores := array(
        SELECT round((u.x::numeric + coalesce(u.y, 0)::numeric) / 2, 2)::double precision
        FROM unnest(s1, s2) WITH ORDINALITY AS u(x, y, i)
        WHERE u.i <= cardinality(s1)
        ORDER BY u.i);
    ELSE
      v_status := 1;
      IF NOT has3 THEN
        INSERT INTO marking_slot (answer_id, group_id, clazz_id, round) VALUES (p_answer, a.group_id, a.clazz_id, 3) ON CONFLICT DO NOTHING;
      END IF;
    END IF;
  END IF;
  IF v_status <> 1 AND NOT done3 AND has3 THEN
    -- Within the tolerance again (after a re-mark or a rejection): the open arbitration is not needed.
    DELETE FROM marking_slot s WHERE s.answer_id = p_answer AND s.round = 3 AND s.submitted_at IS NULL;
  END IF;
  IF v_scores IS NOT NULL THEN
    v_score := coalesce((SELECT round(sum(x::numeric), 2) FROM unnest(v_scores) AS x), 0)::double precision;
  END IF;
  IF v_status <> a.status OR v_scores IS DISTINCT FROM a.final_scores THEN
    UPDATE marking_answer SET status = v_status, final_scores = v_scores, final_score = v_score, updated_at = now() WHERE id = p_answer;
    IF v_scores IS DISTINCT FROM a.final_scores THEN
      INSERT INTO marking_score_log (answer_id, teacher_id, action, old_scores, new_scores) VALUES (p_answer, p_actor, 'final', a.final_scores, v_scores);
    END IF;
  END IF;
  RETURN QUERY SELECT v_status, v_scores, v_score;
END $$;
--> statement-breakpoint

-- A marker's (or arbiter's) submit, in one statement: locks the answer and then its slots, checks
-- the slot, records the scores with their log entry, settles the answer and returns the marker's
-- counters. The caller has checked the group, the roles, the round and the scores.
-- outcome: ok (first submit), same (the same scores again: nothing changes), remark (回评), or a
-- refusal with nothing written: missing, not_holder (holder_id says who holds it now), blocked,
-- other_marker, problem, blank, decided, arbitrated.
CREATE OR REPLACE FUNCTION marking_submit(p_slot integer, p_answer integer, p_teacher integer, p_scores double precision[], p_score double precision, p_action varchar)
RETURNS TABLE (outcome text, holder_id integer, settled_status smallint, settled_scores double precision[], settled_score double precision,
  my_marked integer, my_arbitrated integer, quota integer, has_marker boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  a record;
  s record;
  st record;
  v_outcome text;
BEGIN
  SELECT m.id, m.group_id, m.status, m.blank_audit INTO a FROM marking_answer m WHERE m.id = p_answer FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'missing'::text, null::integer, null::smallint, null::double precision[], null::double precision, null::integer, null::integer, null::integer, null::boolean;
    RETURN;
  END IF;
  PERFORM 1 FROM marking_slot x WHERE x.answer_id = p_answer ORDER BY x.round FOR NO KEY UPDATE;
  SELECT x.id, x.round, x.blocked, x.holder_id, x.handed_at, x.marker_id, x.scores, x.submitted_at INTO s
    FROM marking_slot x WHERE x.id = p_slot AND x.answer_id = p_answer;
  IF NOT FOUND THEN
    v_outcome := 'missing';
  ELSIF s.submitted_at IS NULL THEN
    IF s.holder_id IS DISTINCT FROM p_teacher THEN
      RETURN QUERY SELECT 'not_holder'::text, s.holder_id::integer, null::smallint, null::double precision[], null::double precision, null::integer, null::integer, null::integer, null::boolean;
      RETURN;
    ELSIF s.blocked THEN
      v_outcome := 'blocked';
    ELSE
      UPDATE marking_slot SET marker_id = p_teacher, scores = p_scores, score = p_score, submitted_at = now(), holder_id = null, lease_until = null,
        spent_ms = CASE WHEN s.handed_at IS NULL THEN null
          ELSE least(2000000000, greatest(0, round(extract(epoch FROM (clock_timestamp() - s.handed_at)) * 1000)))::integer END
      WHERE id = p_slot;
      INSERT INTO marking_score_log (answer_id, slot_id, teacher_id, action, new_scores) VALUES (p_answer, p_slot, p_teacher, p_action, p_scores);
      v_outcome := 'ok';
    END IF;
  ELSIF s.marker_id IS DISTINCT FROM p_teacher THEN
    v_outcome := 'other_marker';
  ELSIF s.scores IS NOT DISTINCT FROM p_scores THEN
    v_outcome := 'same';
  ELSIF a.status = 2 THEN
    v_outcome := 'problem';
  ELSIF a.blank_audit = 2 THEN
    v_outcome := 'blank';
  ELSIF marking_person_decided(p_answer) THEN
    v_outcome := 'decided';
  ELSIF s.round < 3 AND a.status <> 1 AND EXISTS (SELECT 1 FROM marking_slot x WHERE x.answer_id = p_answer AND x.round = 3) THEN
    v_outcome := 'arbitrated';
  ELSE
    UPDATE marking_slot SET scores = p_scores, score = p_score WHERE id = p_slot;
    INSERT INTO marking_score_log (answer_id, slot_id, teacher_id, action, old_scores, new_scores) VALUES (p_answer, p_slot, p_teacher, 'remark', s.scores, p_scores);
    v_outcome := 'remark';
  END IF;
  IF v_outcome NOT IN ('ok', 'same', 'remark') THEN
    RETURN QUERY SELECT v_outcome, null::integer, null::smallint, null::double precision[], null::double precision, null::integer, null::integer, null::integer, null::boolean;
    RETURN;
  END IF;
  SELECT * INTO st FROM marking_settle(p_answer, p_teacher);
  RETURN QUERY SELECT v_outcome, null::integer, st.settled_status, st.settled_scores, st.settled_score, c.my_marked, c.my_arbitrated, c.quota, c.has_marker
    FROM marking_my_counters(a.group_id, p_teacher) c;
END $$;
