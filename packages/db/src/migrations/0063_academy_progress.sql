-- Academy progress: which lessons of a course a user has completed, with the quiz score.
-- The rows belong to the user, not to a shop (the academy is the same for every shop), so the
-- policy scopes them by app_user_id() as activity_log does: one user never reads another's.
CREATE TABLE academy_lesson_completions (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course text NOT NULL CHECK (course IN ('poas')),
  lesson smallint NOT NULL CHECK (lesson BETWEEN 1 AND 7),
  score smallint NOT NULL CHECK (score >= 0),
  question_count smallint NOT NULL CHECK (question_count BETWEEN 1 AND 10 AND score <= question_count),
  completed_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course, lesson)
);

ALTER TABLE academy_lesson_completions ENABLE ROW LEVEL SECURITY;
ALTER TABLE academy_lesson_completions FORCE ROW LEVEL SECURITY;
CREATE POLICY academy_lesson_completions_owner ON academy_lesson_completions
  USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
