-- Every change that can make a cached token lookup wrong announces itself on the channel
-- 'auth_changed', so that each API process's token cache (src/modules/auth/token-cache.ts) forgets
-- what it must before the next request uses it. Triggers, not the application, send it: a change
-- made by any path, process or tool (a revoked token, a disabled teacher, changed posts) is heard.
-- Payload: a teacher id (forget that teacher's tokens) or '*' (forget everything).
CREATE OR REPLACE FUNCTION auth_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('auth_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME IN ('grade', 'school') THEN
    PERFORM pg_notify('auth_changed', '*');
  ELSIF TG_TABLE_NAME = 'teacher' THEN
    PERFORM pg_notify('auth_changed', OLD.id::text);
  ELSE
    -- auth_token and teacher_post: the teacher of the old and of the new row.
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('auth_changed', OLD.teacher_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('auth_changed', NEW.teacher_id::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_token_changed AFTER UPDATE OR DELETE ON auth_token FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER teacher_auth_changed AFTER UPDATE OF disabled, school_id, section OR DELETE ON teacher FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER teacher_post_changed AFTER INSERT OR UPDATE OR DELETE ON teacher_post FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER grade_auth_changed AFTER UPDATE OF school_id OR DELETE ON grade FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER school_auth_changed AFTER DELETE ON school FOR EACH ROW EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_token_truncated AFTER TRUNCATE ON auth_token FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER teacher_truncated AFTER TRUNCATE ON teacher FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER teacher_post_truncated AFTER TRUNCATE ON teacher_post FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER grade_truncated AFTER TRUNCATE ON grade FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER school_truncated AFTER TRUNCATE ON school FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
