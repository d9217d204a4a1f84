-- The student page's token lookups are cached like the teachers' (src/modules/auth/token-cache.ts):
-- every change that can make a cached student lookup wrong announces itself on the channel
-- 'student_auth_changed', whatever made it. Payload: a student id, or '*' for everything.
CREATE OR REPLACE FUNCTION student_auth_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('student_auth_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'student' THEN
    PERFORM pg_notify('student_auth_changed', OLD.id::text);
  ELSE
    -- student_token and student_credential: the student of the old row.
    PERFORM pg_notify('student_auth_changed', OLD.student_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER student_token_changed AFTER UPDATE OR DELETE ON student_token FOR EACH ROW EXECUTE FUNCTION student_auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER student_credential_changed AFTER UPDATE OF must_change_password, password_hash OR DELETE ON student_credential FOR EACH ROW EXECUTE FUNCTION student_auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER student_auth_changed AFTER UPDATE OF status, clazz_id, school_id OR DELETE ON student FOR EACH ROW EXECUTE FUNCTION student_auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER student_token_truncated AFTER TRUNCATE ON student_token FOR EACH STATEMENT EXECUTE FUNCTION student_auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER student_credential_truncated AFTER TRUNCATE ON student_credential FOR EACH STATEMENT EXECUTE FUNCTION student_auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER student_truncated AFTER TRUNCATE ON student FOR EACH STATEMENT EXECUTE FUNCTION student_auth_changed_notify();
